import { Button } from '@chakra-ui/react/button'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useEndStaffSessions } from '../api/admin-team'

/** Signs a team member out of every session (a lost laptop, a leaver), after a confirmation. */
export function EndSessionsButton({ userId, email }: { userId: string; email: string }) {
  const end = useEndStaffSessions()
  const onClick = () => {
    if (!window.confirm(`Sign ${email} out of every session?`)) return
    end.mutate(userId, {
      onSuccess: (r) => notify.success('Signed Out Everywhere', `${email}: ${r.message}`),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to end the sessions.')),
    })
  }
  return (
    <Button size="sm" variant="outline" mr="2" mb={{ base: '2', md: '0' }} onClick={onClick} loading={end.isPending} aria-label={`Sign out ${email} everywhere`}>
      Sign Out Everywhere
    </Button>
  )
}
