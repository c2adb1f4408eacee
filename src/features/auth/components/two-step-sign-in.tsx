import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useVerifyCode } from '../api/two-step'
import { AuthCard } from './auth-card'
import { CodeForm } from './code-form'
import { SignOutButton } from './sign-out-button'

/** The second step after the password: a code from the staff member's authenticator app. */
export function TwoStepSignIn({ onVerified }: { onVerified: () => void }) {
  const verify = useVerifyCode()
  return (
    <AuthCard title="Two-step sign-in" intro="Enter the 6-digit code from your authenticator app to finish signing in.">
      <Stack gap="6">
        <CodeForm
          onCode={(code) => verify.mutate(code, { onSuccess: onVerified })}
          pending={verify.isPending}
          error={verify.error}
          submitLabel="Verify"
          busyLabel="Verifying..."
        />
        <Text fontSize="sm" color="gray.700">
          Lost your phone? Use another authenticator you set up, or ask a super admin to reset your two-step sign-in.
        </Text>
        <SignOutButton />
      </Stack>
    </AuthCard>
  )
}
