import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { newsletterRequestSchema, type NewsletterRequest } from '@contract/newsletter.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { resolverIn } from '@/i18n/spanish-errors'
import { PageLanguageField } from '@/components/page-language-field'
import { useSubscribeToNewsletter } from '../api/subscribe'

const messages = defineMessages({
  en: {
    form: 'Newsletter signup',
    email: 'Email address',
    emailPlaceholder: 'Enter your email',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    successTitle: 'Success!',
    successText: 'Almost done! Check your email and confirm your subscription.',
    errorTitle: 'Error',
    failed: 'Failed to subscribe. Please try again.',
  },
  es: {
    form: 'Suscripción al boletín',
    email: 'Correo electrónico',
    emailPlaceholder: 'Escriba su correo electrónico',
    subscribe: 'Suscribirse',
    subscribing: 'Suscribiendo...',
    successTitle: '¡Listo!',
    successText: '¡Casi listo! Revise su correo electrónico y confirme su suscripción.',
    errorTitle: 'Error',
    failed: 'No pudimos completar su suscripción. Por favor, inténtelo de nuevo.',
  },
})

/**
 * The newsletter form (SPEC §4, §5, §8): 'Subscribing...' while it sends, a success toast and an
 * emptied field afterwards, the server's message (or SPEC's fallback) in a destructive toast.
 * Sent before the form's code has loaded (or without JavaScript), the browser posts it itself to
 * /api/newsletter, which answers with the result page (issue 56); once started, handleSubmit sends it.
 */
export function NewsletterSignup() {
  const subscribe = useSubscribeToNewsletter()
  const t = useMessages(messages)
  const locale = useLocale()
  const { register, handleSubmit, reset, formState } = useForm<NewsletterRequest>({
    resolver: resolverIn(locale, zodResolver(newsletterRequestSchema)),
    defaultValues: { email: '', website: '' },
  })
  const emailError = formState.errors.email?.message

  const onSubmit = handleSubmit(async ({ email, website }) => {
    try {
      await (website ? Promise.resolve() : subscribe.mutateAsync(email))
      notify.success(t.successTitle, t.successText)
      reset({ email: '', website: '' })
    } catch (err) {
      notify.error(t.errorTitle, errorMessage(err, t.failed))
    }
  })

  return (
    <Box width="100%" maxW="lg">
      <form method="post" action="/api/newsletter" onSubmit={onSubmit} noValidate aria-label={t.form}>
      <PageLanguageField locale={locale} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="flex-start">
        <Field.Root invalid={!!emailError} required flex="1">
          <Field.Label srOnly>
            {t.email}
          </Field.Label>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            bg="white"
            color="gray.900"
            {...register('email')}
          />
          <Field.ErrorText color="red.700">{emailError}</Field.ErrorText>
        </Field.Root>
        {/* Honeypot: people never see or reach it; bots that fill it are answered politely and ignored. */}
        <Box aria-hidden="true" position="absolute" left="-10000px" width="1px" height="1px" overflow="hidden">
          <input tabIndex={-1} autoComplete="off" {...register('website')} />
        </Box>
        <Button type="submit" colorPalette="accent" disabled={subscribe.isPending} flexShrink={0}>
          {subscribe.isPending ? t.subscribing : t.subscribe}
        </Button>
      </Stack>
      </form>
    </Box>
  )
}
