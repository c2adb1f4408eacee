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
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useSendContact } from '../api/send-contact'
import { FormField } from '@/components/form-field'

const empty: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' }
const fieldNames = ['name', 'email', 'phone', 'subject', 'message'] as const
const SEND_FAILED = 'Failed to send message. Please try again.'

// /contact is prerendered: zod and the schema load when the visitor turns to the form.
const validation = lazyResolver<ContactFormValues, unknown, ContactRequest>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@contract/contact.ts')]).then(([{ zodResolver }, { contactRequestSchema }]) =>
    zodResolver(contactRequestSchema),
  ),
)

/** SPEC §2 Contact form, §4 (idle → sending → reset), §5 validation, §8 toasts. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactRequest>({ resolver: validation.resolver, defaultValues: empty })
  const send = useSendContact()

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notify.success('Message Sent!', "Thank you for contacting us. We'll get back to you within 24 hours.")
        reset(empty)
      },
      onError: (err) => {
        notify.error('Error', errorMessage(err, SEND_FAILED))
        if (err instanceof ApiError && err.fieldErrors) {
          for (const name of fieldNames) {
            const message = err.fieldErrors[name]?.[0]
            if (message) setError(name, { message })
          }
        }
      },
    }),
  )
  // Only when the validation code could not be loaded (the connection dropped).
  const onSubmit = (event: FormEvent) => submit(event).catch(() => notify.error('Error', SEND_FAILED))

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-labelledby={labelledBy}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField id="contact-name" label="Full Name" required error={errors.name?.message}>
            {(a11y) => <Input {...a11y} {...register('name')} autoComplete="name" />}
          </FormField>
          <FormField id="contact-email" label="Email Address" required error={errors.email?.message}>
            {(a11y) => <Input {...a11y} {...register('email')} type="email" autoComplete="email" />}
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField id="contact-phone" label="Phone Number" error={errors.phone?.message}>
            {(a11y) => <Input {...a11y} {...register('phone')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField id="contact-subject" label="Subject" required error={errors.subject?.message}>
            {(a11y) => <Input {...a11y} {...register('subject')} />}
          </FormField>
        </SimpleGrid>
        <FormField id="contact-message" label="Message" required error={errors.message?.message}>
          {(a11y) => <Textarea {...a11y} {...register('message')} rows={6} />}
        </FormField>
        <HoneypotField id="contact-website" registration={register('website')} />
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
