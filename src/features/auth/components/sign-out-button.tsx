import { useNavigate } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useLogout } from '../api/logout'

/** Signs out; the user and cached admin data are cleared even if the call fails (SPEC §4, §8). */
export function SignOutButton() {
  const logout = useLogout()
  const navigate = useNavigate()
  const signOut = () =>
    logout.mutate(undefined, {
      onError: (error) => {
        console.error('Logout failed', error)
        notify.error('Error', errorMessage(error, 'Logout failed'))
      },
      onSettled: () => void navigate({ to: '/admin/login', replace: true }),
    })
  return (
    <Button variant="outline" onClick={signOut} loading={logout.isPending} loadingText="Signing out...">
      Sign Out
    </Button>
  )
}
