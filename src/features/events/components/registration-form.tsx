import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { Textarea } from '@chakra-ui/react/textarea'
import { registrationRequestSchema, type RegistrationFormValues, type RegistrationRequest } from '@contract/events.ts'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'

const FIELDS = ['attendeeName', 'attendeeEmail', 'attendeePhone', 'numberOfGuests', 'specialRequests', 'accommodations'] as const

/** What the form says around sending: the registration's words (SPEC §8) or the waitlist's. */
export interface FormWording {
  submitLabel: string
  successTitle: string
  successText: string
  failureTitle: string
}

export const REGISTRATION_WORDING: FormWording = {
  submitLabel: 'Complete Registration',
  successTitle: 'Registration Successful!',
  successText: "You'll receive a confirmation email shortly.",
  failureTitle: 'Registration Failed',
}

export const WAITLIST_WORDING: FormWording = {
  submitLabel: 'Join the Waitlist',
  successTitle: "You're on the Waitlist",
  successText: "We'll email you as soon as seats free up.",
  failureTitle: 'Could Not Join the Waitlist',
}

interface RegistrationFormProps<T> {
  /** Sends the form (register, or join the waitlist): a mutation over the form's values. */
  mutation: { mutateAsync: (values: RegistrationFormValues) => Promise<T>; isError: boolean; error: unknown }
  wording: FormWording
  onDone: (values: RegistrationRequest, answer: T) => void
}

/**
 * SPEC 'Event registration' form with §5 validation and §8 messages; stays put on failure. The
 * waitlist uses the same form (same fields and rules, accommodations included).
 */
export function RegistrationForm<T>({ mutation, wording, onDone }: RegistrationFormProps<T>) {
  const { register, handleSubmit, setError, formState } = useForm<RegistrationFormValues, unknown, RegistrationRequest>({
    resolver: zodResolver(registrationRequestSchema),
    defaultValues: { attendeeName: '', attendeeEmail: '', attendeePhone: '', numberOfGuests: 0, specialRequests: '', accommodations: '', website: '' },
  })
  const { errors } = formState

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values)
      notify.success(wording.successTitle, wording.successText)
      onDone(values, answer)
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        for (const name of FIELDS) {
          const message = err.fieldErrors[name]?.[0]
          if (message) setError(name, { message })
        }
      }
      notify.error(wording.failureTitle, errorMessage(err, 'Please try again later.'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="registration-form-heading">
      <Stack gap="5">
        {mutation.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{wording.failureTitle}</Alert.Title>
              <Alert.Description>{errorMessage(mutation.error, 'Please try again later.')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.attendeeName} required>
          <Field.Label>Full Name<Field.RequiredIndicator /></Field.Label>
          <Input autoComplete="name" {...register('attendeeName')} />
          <Field.ErrorText color="red.700">{errors.attendeeName?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.attendeeEmail} required>
          <Field.Label>Email Address<Field.RequiredIndicator /></Field.Label>
          <Input type="email" autoComplete="email" {...register('attendeeEmail')} />
          <Field.ErrorText color="red.700">{errors.attendeeEmail?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.attendeePhone}>
          <Field.Label>Phone Number (optional)</Field.Label>
          <Input type="tel" autoComplete="tel" {...register('attendeePhone')} />
          <Field.ErrorText color="red.700">{errors.attendeePhone?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.numberOfGuests}>
          <Field.Label>Number of Guests</Field.Label>
          <Input type="number" inputMode="numeric" min={0} max={5} step={1} maxW="32" {...register('numberOfGuests')} />
          <Field.HelperText>Up to 5 guests may come with you.</Field.HelperText>
          <Field.ErrorText color="red.700">{errors.numberOfGuests?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.accommodations}>
          <Field.Label>Accessibility Accommodations (optional)</Field.Label>
          <Textarea rows={3} {...register('accommodations')} />
          <Field.HelperText>For example a sign language interpreter, wheelchair access or dietary needs.</Field.HelperText>
          <Field.ErrorText color="red.700">{errors.accommodations?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.specialRequests}>
          <Field.Label>Special Requests (optional)</Field.Label>
          <Textarea rows={3} {...register('specialRequests')} />
          <Field.ErrorText color="red.700">{errors.specialRequests?.message}</Field.ErrorText>
        </Field.Root>
        <Box aria-hidden="true" position="absolute" left="-10000px" width="1px" height="1px" overflow="hidden">
          <input tabIndex={-1} autoComplete="off" {...register('website')} />
        </Box>
        <Button type="submit" colorPalette="brand" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Submitting...' : wording.submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
