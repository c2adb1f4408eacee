import type { FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Input } from '@chakra-ui/react/input'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Textarea } from '@chakra-ui/react/textarea'
import type { ContactFormValues, ContactRequest } from '@contract/contact.ts'
import { HoneypotField } from '@/components/honeypot-field'
import { HumanCheck, useHumanCheck } from '@/components/human-check/human-check'
import { PageLanguageField } from '@/components/page-language-field'
import { notify } from '@/components/ui/toaster'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { resolverIn } from '@/i18n/spanish-errors'
import { ApiError, errorMessage } from '@/lib/http'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useSendContact } from '../api/send-contact'
import { FormField } from '@/components/form-field'

const empty: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' }
const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const

const messages = defineMessages({
  en: {
    sentTitle: 'Message Sent!',
    sentMessage: "Thank you for contacting us. We'll get back to you within 24 hours.",
    errorTitle: 'Error',
    sendFailed: 'Failed to send message. Please try again.',
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    subject: 'Subject',
    message: 'Message',
    sending: 'Sending...',
    send: 'Send Message',
  },
  es: {
    sentTitle: '¡Mensaje enviado!',
    sentMessage: 'Gracias por comunicarse con nosotros. Le responderemos en un plazo de 24 horas.',
    errorTitle: 'Error',
    sendFailed: 'No se pudo enviar el mensaje. Por favor, inténtelo de nuevo.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    subject: 'Asunto',
    message: 'Mensaje',
    sending: 'Enviando...',
    send: 'Enviar mensaje',
  },
})

// /contact is prerendered: zod and the schema load when the visitor turns to the form.
const validation = lazyResolver<ContactFormValues, unknown, ContactRequest>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@contract/contact.ts')]).then(([{ zodResolver }, { contactRequestSchema }]) =>
    zodResolver(contactRequestSchema),
  ),
)

/**
 * SPEC §2 Contact form, §4 (idle → sending → reset), §5 validation, §8 toasts. Sent before the app
 * has started (or without JavaScript), the browser posts it itself to /api/contact, which answers
 * with the result page (issue 56); once started, handleSubmit sends it as JSON instead.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const locale = useLocale()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactRequest>({ resolver: resolverIn(locale, validation.resolver), defaultValues: empty })
  const send = useSendContact()
  const t = useMessages(messages)
  const check = useHumanCheck()

  const submit = handleSubmit(async (values) =>
    send.mutate({ ...values, altcha: await check.proof() }, {
      onSettled: check.spent,
      onSuccess: () => {
        notify.success(t.sentTitle, t.sentMessage)
        reset(empty)
      },
      onError: (err) => {
        notify.error(t.errorTitle, errorMessage(err, t.sendFailed))
        if (err instanceof ApiError && err.fieldErrors) {
          for (const name of fieldNames) {
            const message = err.fieldErrors[name]?.[0]
            if (message) setError(name, { message })
          }
          check.refused(err.fieldErrors.altcha?.[0])
        }
      },
    }),
  )
  // Only when the validation code or the check could not be loaded (the connection dropped).
  const onSubmit = (event: FormEvent) => submit(event).catch(() => notify.error(t.errorTitle, t.sendFailed))
  const preload = () => {
    validation.preload()
    check.load()
  }

  return (
    <form method="post" action="/api/contact" onSubmit={onSubmit} onFocus={preload} noValidate aria-labelledby={labelledBy}>
      <PageLanguageField locale={locale} />
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField id="contact-name" label={t.name} required error={errors.name?.message}>
            {(a11y) => <Input {...a11y} {...register('name')} autoComplete="name" />}
          </FormField>
          <FormField id="contact-email" label={t.email} required error={errors.email?.message}>
            {(a11y) => <Input {...a11y} {...register('email')} type="email" autoComplete="email" />}
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField id="contact-phone" label={t.phone} error={errors.phone?.message}>
            {(a11y) => <Input {...a11y} {...register('phone')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField id="contact-subject" label={t.subject} required error={errors.subject?.message}>
            {(a11y) => <Input {...a11y} {...register('subject')} />}
          </FormField>
        </SimpleGrid>
        <FormField id="contact-message" label={t.message} required error={errors.message?.message}>
          {(a11y) => <Textarea {...a11y} {...register('message')} rows={6} />}
        </FormField>
        <HoneypotField id="contact-website" registration={register('website')} />
        <HumanCheck id="contact-check" check={check} locale={locale} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" disabled={send.isPending}>
            {send.isPending ? t.sending : t.send}
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
