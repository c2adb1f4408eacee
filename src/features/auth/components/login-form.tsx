import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link as RouterLink } from '@tanstack/react-router'
import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Link } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { loginRequestSchema, type LoginRequest } from '@contract/auth.ts'
import { errorMessage } from '@/lib/http'
import { useLogin } from '../api/login'
import { AuthCard } from './auth-card'
import { PasswordInput } from './password-input'

/** Admin sign-in (SPEC 'Admin login'); `onSignedIn` decides where to go next. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin()
  const { register, handleSubmit, formState } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema) })
  const { errors } = formState

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => console.error('Login failed', error),
    }),
  )

  return (
    <AuthCard title="Admin Login" intro="Sign in to manage contact submissions and site content.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {login.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{errorMessage(login.error, 'Login failed')}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="username" {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>Password</Field.Label>
            <PasswordInput autoComplete="current-password" {...register('password')} />
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Link asChild alignSelf="flex-end" color="brand.fg" textDecoration="underline">
            <RouterLink to="/admin/forgot-password">Forgot password?</RouterLink>
          </Link>
          <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText="Signing in...">
            Sign In
          </Button>
          <Text textAlign="center" fontSize="sm" color="gray.700">
            Need help? Contact your system administrator
          </Text>
        </Stack>
      </form>
    </AuthCard>
  )
}
