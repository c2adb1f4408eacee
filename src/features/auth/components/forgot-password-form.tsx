import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@contract/auth.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useForgotPassword } from '../api/password-reset'
import { AuthCard } from './auth-card'
import { BackToLogin } from './back-to-login'

/** SPEC 'Forgot password': e-mail, Send Reset Link, Back to Login; a confirmation panel after success. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword()
  const { register, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
  })

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: (answer) =>
        notify.success('Email sent', answer.message || 'If an account with that email exists, a password reset link has been sent.'),
      onError: (error) =>
        notify.error('Error', errorMessage(error, 'Failed to send password reset email. Please try again.')),
    }),
  )

  return (
    <AuthCard title="Forgot Password" intro="Enter your email address and we'll send you a link to reset your password.">
      {forgot.isSuccess ? (
        <Stack gap="5">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Description>
              If an account exists with the email you provided, you will receive a password reset link shortly.
            </Alert.Description>
          </Alert.Root>
          <BackToLogin />
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            <Field.Root invalid={!!formState.errors.email} required>
              <Field.Label>Email</Field.Label>
              <Input type="email" autoComplete="username" {...register('email')} />
              <Field.ErrorText>{formState.errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={forgot.isPending} loadingText="Sending...">
              Send Reset Link
            </Button>
            <BackToLogin />
          </Stack>
        </form>
      )}
    </AuthCard>
  )
}
