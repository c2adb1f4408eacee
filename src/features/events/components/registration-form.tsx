import type { ReactNode } from 'react'
import { useForm, type DefaultValues, type Path, type UseFormReturn } from 'react-hook-form'
import { HumanCheck, useHumanCheck } from '@/components/human-check/human-check'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { Textarea } from '@chakra-ui/react/textarea'
import type { RegistrationFormValues, RegistrationRequest } from '@contract/events.ts'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'
import { defineMessages, useMessages, type Messages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { resolverIn } from '@/i18n/spanish-errors'
import { lazyResolver, type LazyResolver } from '@/lib/lazy-resolver'
import { PageLanguageField } from '@/components/page-language-field'
import { eventsMessages } from '../messages'

const FIELDS = ['attendeeName', 'attendeeEmail', 'attendeePhone', 'numberOfGuests', 'specialRequests', 'accommodations'] as const
// The page is served whole: zod and the schema load when the visitor turns to the form.
const registrationValidation = lazyResolver<RegistrationFormValues, unknown, RegistrationRequest>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@contract/events.ts')]).then(([{ zodResolver }, { registrationRequestSchema }]) =>
    zodResolver(registrationRequestSchema),
  ),
)

const DEFAULTS: RegistrationFormValues = {
  attendeeName: '', attendeeEmail: '', attendeePhone: '', numberOfGuests: 0, specialRequests: '', accommodations: '', website: '',
}

/** What the form says around sending: the registration's words (SPEC §8) or the waitlist's. */
export interface FormWording {
  submitLabel: string
  successTitle: string
  successText: string
  failureTitle: string
}

export const REGISTRATION_WORDING = defineMessages<FormWording>({
  en: {
    submitLabel: 'Complete Registration',
    successTitle: 'Registration Successful!',
    successText: "You'll receive a confirmation email shortly.",
    failureTitle: 'Registration Failed',
  },
  es: {
    submitLabel: 'Completar la inscripción',
    successTitle: '¡Inscripción exitosa!',
    successText: 'Pronto recibirá un correo electrónico de confirmación.',
    failureTitle: 'No se pudo completar la inscripción',
  },
})

export const WAITLIST_WORDING = defineMessages<FormWording>({
  en: {
    submitLabel: 'Join the Waitlist',
    successTitle: "You're on the Waitlist",
    successText: "We'll email you as soon as seats free up.",
    failureTitle: 'Could Not Join the Waitlist',
  },
  es: {
    submitLabel: 'Unirse a la lista de espera',
    successTitle: 'Está en la lista de espera',
    successText: 'Le avisaremos por correo electrónico en cuanto se liberen lugares.',
    failureTitle: 'No pudimos agregarle a la lista de espera',
  },
})

const messages = defineMessages({
  en: {
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number (optional)',
    guests: 'Number of Guests',
    guestsHelp: 'Up to 5 guests may come with you.',
    accommodations: 'Accessibility Accommodations (optional)',
    accommodationsHelp: 'The support each person needs, for example a quiet space for breaks, a sensory kit, a sign language interpreter, wheelchair access or dietary needs.',
    specialRequests: 'Special Requests (optional)',
    submitting: 'Submitting...',
  },
  es: {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Número de teléfono (opcional)',
    guests: 'Número de invitados',
    guestsHelp: 'Pueden venir con usted hasta 5 invitados.',
    accommodations: 'Adaptaciones de accesibilidad (opcional)',
    accommodationsHelp: 'El apoyo que necesita cada persona, por ejemplo un espacio tranquilo para descansar, un kit sensorial, un intérprete de lenguaje de señas, acceso para silla de ruedas o necesidades de alimentación.',
    specialRequests: 'Solicitudes especiales (opcional)',
    submitting: 'Enviando...',
  },
})

/**
 * A registration that asks more than the registration's fields (a series' dates): its rules over
 * all the values, the extra fields' starting values, those fields (shown before the registration's
 * own) and the names the API's fieldErrors may give them.
 */
export interface RegistrationExtension<V extends RegistrationFormValues, R extends RegistrationRequest> {
  /** Its rules, loaded as the registration's own are (lazyResolver). */
  validation: LazyResolver<V, unknown, R>
  defaults: Omit<V, keyof RegistrationFormValues>
  leading: (form: UseFormReturn<V, unknown, R>) => ReactNode
  fields: readonly Path<V>[]
  /** The failure in the visitor's words when this form can say it better than the API's message (a 409 naming dates). */
  failure?: (error: unknown) => string | undefined
}

interface RegistrationFormProps<T, V extends RegistrationFormValues, R extends RegistrationRequest> {
  /** Where the browser posts the form itself before the app has started: the endpoint `mutation` calls. */
  action: string
  /** Sends the form (register, or join the waitlist): a mutation over the form's values. */
  mutation: { mutateAsync: (values: NoInfer<R>) => Promise<T>; isError: boolean; error: unknown }
  /** The words in every language (REGISTRATION_WORDING or WAITLIST_WORDING). */
  wording: Messages<FormWording>
  onDone: (values: NoInfer<R>, answer: T) => void
  extension?: RegistrationExtension<V, R>
}

/**
 * SPEC 'Event registration' form with §5 validation and §8 messages; stays put on failure. The
 * waitlist uses the same form (same fields and rules, accommodations included). Sent before the app
 * has started (or without JavaScript), the browser posts it to `action`, which answers with the
 * result page (issue 56).
 */
export function RegistrationForm<
  T,
  V extends RegistrationFormValues = RegistrationFormValues,
  R extends RegistrationRequest = RegistrationRequest,
>({ action, mutation, wording: allWording, onDone, extension }: RegistrationFormProps<T, V, R>) {
  const wording = useMessages(allWording)
  const t = useMessages(messages)
  const { tryAgainLater } = useMessages(eventsMessages)
  const locale = useLocale()
  // without an extension V and R are the registration's own values
  const validation = extension?.validation ?? (registrationValidation as unknown as LazyResolver<V, unknown, R>)
  const form = useForm<V, unknown, R>({
    resolver: resolverIn(locale, validation.resolver),
    // the registration's defaults, with the extension's added
    defaultValues: { ...DEFAULTS, ...extension?.defaults } as DefaultValues<V>,
  })
  // The registration's own fields, which every V has: TypeScript cannot see them through Path<V>.
  const { register, setError, formState } = form as unknown as UseFormReturn<RegistrationFormValues, unknown, RegistrationRequest>
  const { errors } = formState
  const check = useHumanCheck()
  const failureText = (err: unknown) => extension?.failure?.(err) ?? errorMessage(err, tryAgainLater)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync({ ...values, altcha: await check.proof() })
      notify.success(wording.successTitle, wording.successText)
      onDone(values, answer)
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        for (const name of FIELDS) {
          const message = err.fieldErrors[name]?.[0]
          if (message) setError(name, { message })
        }
        for (const name of extension?.fields ?? []) {
          const message = err.fieldErrors[name]?.[0]
          if (message) form.setError(name, { message })
        }
        check.refused(err.fieldErrors.altcha?.[0])
      }
      notify.error(wording.failureTitle, failureText(err))
    } finally {
      check.spent()
    }
  })

  return (
    <form method="post" action={action} onSubmit={onSubmit} onFocus={() => {
      validation.preload()
      check.load()
    }} noValidate aria-labelledby="registration-form-heading">
      <PageLanguageField locale={locale} />
      <Stack gap="5">
        {mutation.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{wording.failureTitle}</Alert.Title>
              <Alert.Description>{failureText(mutation.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {extension?.leading(form)}
        <Field.Root invalid={!!errors.attendeeName} required>
          <Field.Label>{t.fullName}<Field.RequiredIndicator /></Field.Label>
          <Input autoComplete="name" {...register('attendeeName')} />
          <Field.ErrorText color="red.700">{errors.attendeeName?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.attendeeEmail} required>
          <Field.Label>{t.email}<Field.RequiredIndicator /></Field.Label>
          <Input type="email" autoComplete="email" {...register('attendeeEmail')} />
          <Field.ErrorText color="red.700">{errors.attendeeEmail?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.attendeePhone}>
          <Field.Label>{t.phone}</Field.Label>
          <Input type="tel" autoComplete="tel" {...register('attendeePhone')} />
          <Field.ErrorText color="red.700">{errors.attendeePhone?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.numberOfGuests}>
          <Field.Label>{t.guests}</Field.Label>
          <Input type="number" inputMode="numeric" min={0} max={5} step={1} maxW="32" {...register('numberOfGuests')} />
          <Field.HelperText>{t.guestsHelp}</Field.HelperText>
          <Field.ErrorText color="red.700">{errors.numberOfGuests?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.accommodations}>
          <Field.Label>{t.accommodations}</Field.Label>
          <Textarea rows={3} {...register('accommodations')} />
          <Field.HelperText>{t.accommodationsHelp}</Field.HelperText>
          <Field.ErrorText color="red.700">{errors.accommodations?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.specialRequests}>
          <Field.Label>{t.specialRequests}</Field.Label>
          <Textarea rows={3} {...register('specialRequests')} />
          <Field.ErrorText color="red.700">{errors.specialRequests?.message}</Field.ErrorText>
        </Field.Root>
        <Box aria-hidden="true" position="absolute" left="-10000px" width="1px" height="1px" overflow="hidden">
          <input tabIndex={-1} autoComplete="off" {...register('website')} />
        </Box>
        <HumanCheck id="registration-check" check={check} locale={locale} />
        <Button type="submit" colorPalette="brand" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.submitting : wording.submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
