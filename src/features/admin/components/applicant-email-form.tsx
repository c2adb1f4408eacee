import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { Textarea } from '@chakra-ui/react/textarea'
import { applicantEmailSchema, type ApplicantEmail } from '@contract/applications.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useEmailApplicant } from '../api/applications'

/** E-mail the applicant (sent through the outbox; their reply comes to the site's address). */
export function ApplicantEmailForm({ id, name }: { id: string; name: string }) {
  const send = useEmailApplicant(id)
  const { register, handleSubmit, formState, reset } = useForm<ApplicantEmail>({ resolver: zodResolver(applicantEmailSchema) })
  const { errors } = formState
  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notify.success('Email Sent', `Your email to ${name} is on its way.`)
        reset({ subject: '', message: '' })
      },
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to send the email.')),
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="applicant-email-heading">
      <Stack gap="3" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="applicant-email-heading">
        Email the Applicant
      </Heading>
      <Field.Root invalid={!!errors.subject} required>
        <Field.Label>Subject</Field.Label>
        <Input {...register('subject')} autoComplete="off" />
        <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.message} required>
        <Field.Label>Message</Field.Label>
        <Textarea rows={5} {...register('message')} />
        <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={send.isPending} loadingText="Sending...">
        Send Email
      </Button>
      </Stack>
    </form>
  )
}
