import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link as RouterLink } from '@tanstack/react-router'
import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { resetPasswordFormSchema, type ResetPasswordForm as Values } from '@contract/auth.ts'
import { TWO_STEP_MESSAGES } from '@contract/two-step.ts'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'
import { useResetPassword } from '../api/password-reset'
import { AuthCard } from './auth-card'
import { BackToLogin } from './back-to-login'
import { PasswordInput } from './password-input'
import { ResetCodeStep } from './reset-code-step'

export const RESET_REDIRECT_MS = 3000
const CODE_NEEDED = TWO_STEP_MESSAGES.resetCodeNeeded

interface Props {
  token: string | undefined
  /** Called 3 s after a successful reset (SPEC §9). */
  onDone: () => void
}

/** SPEC 'Reset password': invalid-link state, the form, then the success state and redirect. */
export function ResetPasswordForm({ token, onDone }: Props) {
  const reset = useResetPassword()
  const { register, handleSubmit, formState, setError } = useForm<Values>({ resolver: zodResolver(resetPasswordFormSchema) })
  const { errors } = formState
  /** The new password, kept while the code step asks for the account's second step. */
  const [codeFor, setCodeFor] = useState<string | null>(null)

  useEffect(() => {
    if (!reset.isSuccess) return
    const timer = setTimeout(onDone, RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [reset.isSuccess, onDone])

  if (!token) {
    return (
      <AuthCard title="Invalid Reset Link" intro="Invalid reset token. Please request a new password reset.">
        <Stack gap="3">
          <LinkButton asChild colorPalette="brand">
            <RouterLink to="/admin/forgot-password">Request New Reset Link</RouterLink>
          </LinkButton>
          <BackToLogin />
        </Stack>
      </AuthCard>
    )
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password Reset">
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>Your password has been reset successfully!</Alert.Title>
          </Alert.Root>
          <Text color="gray.700">Redirecting to login page...</Text>
          <LinkButton asChild colorPalette="brand">
            <RouterLink to="/admin/login">Go to Login</RouterLink>
          </LinkButton>
        </Stack>
      </AuthCard>
    )
  }

  if (codeFor !== null) {
    return (
      <ResetCodeStep
        pending={reset.isPending}
        error={reset.error instanceof ApiError && reset.error.fieldErrors?.code?.[0] === CODE_NEEDED ? null : reset.error}
        onCode={(code) =>
          reset.mutate(
            { token, password: codeFor, code },
            {
              onSuccess: (answer) => notify.success('Success', answer.message || 'Your password has been reset successfully.'),
              onError: (error) => {
                // a password the server refused once the code was accepted: back to the password fields
                const refused = error instanceof ApiError ? error.fieldErrors?.password?.[0] : undefined
                if (!refused) return
                setCodeFor(null)
                setTimeout(() => setError('password', { message: refused }, { shouldFocus: true }))
              },
            },
          )
        }
        onStartOver={() => {
          reset.reset()
          setCodeFor(null)
        }}
      />
    )
  }

  const linkRefused = reset.error instanceof ApiError && reset.error.status === 400 && !reset.error.fieldErrors
  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => notify.success('Success', answer.message || 'Your password has been reset successfully.'),
        onError: (error) => {
          // the link checked out and the account has two-step sign-in: its code comes next
          if (error instanceof ApiError && error.fieldErrors?.code) {
            setCodeFor(password)
            return
          }
          // a password the server refused (the link still works): say why under the field
          const refused = error instanceof ApiError ? error.fieldErrors?.password?.[0] : undefined
          if (refused) setError('password', { message: refused }, { shouldFocus: true })
          notify.error('Error', errorMessage(error, 'Failed to reset password. The link may have expired.'))
        },
      },
    ),
  )

  return (
    <AuthCard title="Reset Password" intro="Choose a new password of at least 12 characters. A common or easily guessed one is refused.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>New Password</Field.Label>
            <PasswordInput autoComplete="new-password" {...register('password')} />
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.confirmPassword} required>
            <Field.Label>Confirm Password</Field.Label>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={reset.isPending} loadingText="Resetting...">
            Reset Password
          </Button>
          {linkRefused && (
            // the server refused the link itself (used or expired): only a new one helps
            <LinkButton asChild variant="outline">
              <RouterLink to="/admin/forgot-password">Request New Reset Link</RouterLink>
            </LinkButton>
          )}
        </Stack>
      </form>
    </AuthCard>
  )
}
