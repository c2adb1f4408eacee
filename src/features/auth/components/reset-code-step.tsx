import { useEffect, useRef } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { useMessages } from '@/i18n/messages'
import { resetCodeMessages } from '../messages'
import { AuthCard } from './auth-card'
import { CodeForm } from './code-form'

/**
 * The reset screen's second step for an account with two-step sign-in (issue 57): the link
 * checked out, and the code from the authenticator app is needed before the new password is
 * set. The heading takes focus when the step appears, so a screen reader hears where it is; the
 * server's refusals (wrong or used code, too many tries, a dead link) are announced by CodeForm.
 */
export function ResetCodeStep({ onCode, pending, error, onStartOver }: {
  onCode: (code: string) => void
  pending: boolean
  error: unknown
  /** Back to the password fields (a password the server then refuses is chosen there). */
  onStartOver: () => void
}) {
  const m = useMessages(resetCodeMessages)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.querySelector<HTMLElement>('h1')?.focus(), [])
  return (
    <Box ref={box}>
      <AuthCard title={m.title} intro={m.intro}>
        <Stack gap="4">
          <CodeForm onCode={onCode} pending={pending} error={error} submitLabel={m.submit} busyLabel={m.busy} />
          <Button type="button" variant="ghost" onClick={onStartOver}>
            {m.startOver}
          </Button>
        </Stack>
      </AuthCard>
    </Box>
  )
}
