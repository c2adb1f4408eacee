import { Link as RouterLink } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'

/** The password pages' way back to the sign-in screen. */
export function BackToLogin() {
  return (
    <LinkButton asChild variant="outline">
      <RouterLink to="/admin/login">Back to Login</RouterLink>
    </LinkButton>
  )
}
