import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Textarea } from '@chakra-ui/react/textarea'
import { CV_TOO_LARGE, HEARD_ABOUT_OPTIONS, takesCv, type ApplicationKind } from '@contract/application-rules.ts'
import type { VolunteerRole } from '@contract/site-content.ts'
import { FormField } from '@/components/form-field'
import { HoneypotField } from '@/components/honeypot-field'
import { HumanCheck, useHumanCheck } from '@/components/human-check/human-check'
import { PageLanguageField } from '@/components/page-language-field'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'
import { resolverIn } from '@/i18n/spanish-errors'
import { ApiError, errorMessage } from '@/lib/http'
import { applicationFormData, useSendApplication } from '../api/send-application'
import { applicationResolver, preloadApplicationChecks, type ApplicationFormState, type ApplicationSubmission } from '../lib/application-resolver'
import { CV_ACCEPT } from '../lib/cv-check'
import { ApplicationSent } from './application-sent'

const empty: ApplicationFormState = { name: '', email: '', phone: '', heardAbout: '', volunteerRoleId: '', availability: '', note: '', website: '', cv: null }
/** The fields a server's fieldErrors may name, in the form's order. */
const FIELDS = ['name', 'email', 'phone', 'heardAbout', 'volunteerRoleId', 'availability', 'note', 'cv'] as const
type HeardAbout = (typeof HEARD_ABOUT_OPTIONS)[number]

const messages = defineMessages<{
  sendFailed: string
  tooMany: string
  fixFields: string
  name: string
  email: string
  phone: string
  heardAbout: string
  chooseOne: string
  /** the choices' words; the value sent stays the contract's English */
  heardAboutOptions: Record<HeardAbout, string>
  role: string
  anyRole: string
  availability: string
  note: string
  cv: string
  sending: string
  submit: string
}>({
  en: {
    sendFailed: 'Failed to send your application. Please try again.',
    tooMany: 'Too many applications have been sent from your connection. Please try again later.',
    fixFields: 'Please correct the fields marked below.',
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    heardAbout: 'How did you hear about us?',
    chooseOne: 'Choose one...',
    heardAboutOptions: Object.fromEntries(HEARD_ABOUT_OPTIONS.map((option) => [option, option])) as Record<HeardAbout, string>,
    role: 'Volunteer role',
    anyRole: 'Any role',
    availability: 'Availability (days and times you could work or help)',
    note: 'A short note (optional)',
    cv: 'Resume (PDF or Word .docx, up to 5 MB)',
    sending: 'Sending...',
    submit: 'Submit Application',
  },
  es: {
    sendFailed: 'No se pudo enviar su solicitud. Por favor, inténtelo de nuevo.',
    tooMany: 'Se enviaron demasiadas solicitudes desde su conexión. Por favor, inténtelo de nuevo más tarde.',
    fixFields: 'Por favor, corrija los campos marcados abajo.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    heardAbout: '¿Cómo se enteró de nosotros?',
    chooseOne: 'Elija una opción...',
    heardAboutOptions: {
      'Our website': 'Nuestro sitio web',
      'A job board': 'Un sitio de empleos',
      'Social media': 'Redes sociales',
      'A friend or family member': 'Un amigo o familiar',
      'An event': 'Un evento',
      'A school or agency': 'Una escuela o agencia',
      Other: 'Otro',
    },
    role: 'Puesto de voluntario',
    anyRole: 'Cualquier puesto',
    availability: 'Disponibilidad (días y horas en que podría trabajar o ayudar)',
    note: 'Una nota breve (opcional)',
    cv: 'Currículum (PDF o Word .docx, hasta 5 MB)',
    sending: 'Enviando...',
    submit: 'Enviar solicitud',
  },
})
type Words = (typeof messages)['en']

/** What the form says when the server refuses it (SPEC §8: the server's words when it gives some). */
function failureText(err: unknown, t: Words): string {
  if (err instanceof ApiError && err.status === 413) return CV_TOO_LARGE
  if (err instanceof ApiError && err.status === 429) return errorMessage(err, t.tooMany)
  if (err instanceof ApiError && err.fieldErrors && !err.serverMessage) return t.fixFields
  return errorMessage(err, t.sendFailed)
}

interface ApplicationFormProps {
  kind: ApplicationKind
  /** the opening applied for (a job application) */
  jobId?: string
  /** its slug, which the browser's own post names it by (the page may be older than the row's id) */
  jobSlug?: string
  /** the roles to choose from (a volunteer application) */
  roles?: readonly VolunteerRole[]
  /** id of the heading that names the form */
  labelledBy: string
}

/**
 * One application form for a job, a general application and volunteering (issue 35): the
 * contract's fields and messages, the CV checked in the browser before it is sent as
 * multipart/form-data, the server's field errors shown on their fields, and on 201 the server's
 * message, which takes the focus.
 */
export function ApplicationForm({ kind, jobId, jobSlug, roles = [], labelledBy }: ApplicationFormProps) {
  const locale = useLocale()
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ApplicationFormState, unknown, ApplicationSubmission>({
    resolver: resolverIn(locale, applicationResolver(kind, jobId)),
    defaultValues: empty,
  })
  const send = useSendApplication()
  const t = useMessages(messages)
  const check = useHumanCheck()
  const sentRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (send.isSuccess) sentRef.current?.focus()
  }, [send.isSuccess])

  if (send.isSuccess) return <ApplicationSent ref={sentRef} message={send.data.message} />

  const submit = handleSubmit(async ({ fields, cv }) =>
    send.mutate(applicationFormData({ ...fields, altcha: await check.proof() }, cv), {
      onSettled: check.spent,
      onError: (err) => {
        if (err instanceof ApiError && err.status === 413) setError('cv', { message: CV_TOO_LARGE }, { shouldFocus: true })
        if (!(err instanceof ApiError) || !err.fieldErrors) return
        check.refused(err.fieldErrors.altcha?.[0])
        const named = FIELDS.filter((name) => err.fieldErrors![name]?.[0])
        named.forEach((name, i) => setError(name, { message: err.fieldErrors![name]![0]! }, { shouldFocus: i === 0 }))
      },
    }),
  )
  const prefix = `${kind}-application`
  const id = (field: string) => `${prefix}-${field}`

  return (
    // Sent before the app has started (or without JavaScript), the browser posts the form itself,
    // with the CV, to /api/applications, which answers with the result page (issue 56).
    <form method="post" action="/api/applications" encType="multipart/form-data" onSubmit={submit} onFocus={() => {
      preloadApplicationChecks()
      check.load()
    }} noValidate aria-labelledby={labelledBy}>
      <PageLanguageField locale={locale} />
      <input type="hidden" name="kind" value={kind} />
      {jobId && <input type="hidden" name="jobId" value={jobId} />}
      {jobSlug && <input type="hidden" name="jobSlug" value={jobSlug} />}
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField id={id('name')} label={t.name} required error={errors.name?.message}>
            {(a11y) => <Input {...a11y} {...register('name')} autoComplete="name" />}
          </FormField>
          <FormField id={id('email')} label={t.email} required error={errors.email?.message}>
            {(a11y) => <Input {...a11y} {...register('email')} type="email" autoComplete="email" />}
          </FormField>
          <FormField id={id('phone')} label={t.phone} required error={errors.phone?.message}>
            {(a11y) => <Input {...a11y} {...register('phone')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField id={id('heard-about')} label={t.heardAbout} required error={errors.heardAbout?.message}>
            {(a11y) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...a11y} {...register('heardAbout')}>
                  <option value="">{t.chooseOne}</option>
                  {HEARD_ABOUT_OPTIONS.map((option) => <option key={option} value={option}>{t.heardAboutOptions[option]}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        </SimpleGrid>
        {kind === 'volunteer' && (
          <FormField id={id('role')} label={t.role} error={errors.volunteerRoleId?.message}>
            {(a11y) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...a11y} {...register('volunteerRoleId')}>
                  <option value="">{t.anyRole}</option>
                  {roles.map((role) => <option key={role.id} value={role.id} {...langOf(role, locale)}>{`${role.title} (${role.timeCommitment})`}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        )}
        <FormField id={id('availability')} label={t.availability} required error={errors.availability?.message}>
          {(a11y) => <Textarea {...a11y} {...register('availability')} rows={3} />}
        </FormField>
        <FormField id={id('note')} label={t.note} error={errors.note?.message}>
          {(a11y) => <Textarea {...a11y} {...register('note')} rows={4} />}
        </FormField>
        {takesCv(kind) && (
          <FormField id={id('cv')} label={t.cv} required error={errors.cv?.message}>
            {(a11y) => <Input {...a11y} {...register('cv')} type="file" accept={CV_ACCEPT} py="1.5" h="auto" />}
          </FormField>
        )}
        <HoneypotField id={id('website')} registration={register('website')} />
        <HumanCheck id={id('check')} check={check} locale={locale} />
        {send.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failureText(send.error, t)}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" disabled={send.isPending}>
            {send.isPending ? t.sending : t.submit}
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
