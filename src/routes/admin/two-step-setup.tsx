import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { Stack } from '@chakra-ui/react/stack'
import { AuthCard } from '@/features/auth/components/auth-card'
import { AuthenticatorSetup } from '@/features/auth/components/authenticator-setup'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { safeRedirect } from '@/features/auth/lib/guard'
import { redirectSearchSchema } from '@/features/auth/lib/redirect-search'
import { pageHead } from '@/lib/seo'

/**
 * Two-step sign-in is required for every staff account and this one has none yet: setting it
 * up is all the admin area shows until it is done (issue 34).
 */
export const Route = createFileRoute('/admin/two-step-setup')({
  validateSearch: redirectSearchSchema,
  head: () => pageHead({ title: 'Set up two-step sign-in', description: 'Set up an authenticator app.', path: '/admin/two-step-setup', robots: 'noindex, nofollow' }),
  beforeLoad: async ({ context, search }) => {
    const user = await context.auth.getUser().catch(() => null)
    if (!user) throw redirect({ to: '/admin-login', search: { redirect: search.redirect }, replace: true })
    if (user.secondStep !== 'setup') throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: SetupPage,
})

function SetupPage() {
  const { redirect: target } = Route.useSearch()
  const navigate = useNavigate()
  return (
      <AuthCard
        title="Set up two-step sign-in"
        intro="Your organisation requires two-step sign-in for every staff account. Set up an authenticator app to continue."
      >
        <Stack gap="6">
          <AuthenticatorSetup onDone={() => void navigate({ href: safeRedirect(target), replace: true })} />
          <SignOutButton />
        </Stack>
      </AuthCard>
  )
}
