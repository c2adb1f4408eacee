import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { TwoStepSignIn } from '@/features/auth/components/two-step-sign-in'
import { safeRedirect } from '@/features/auth/lib/guard'
import { redirectSearchSchema } from '@/features/auth/lib/redirect-search'
import { pageHead } from '@/lib/seo'

/** After the password, when the account has an authenticator: its code (issue 34). */
export const Route = createFileRoute('/admin/two-step')({
  validateSearch: redirectSearchSchema,
  head: () => pageHead({ title: 'Two-step sign-in', description: 'Enter the code from your authenticator app.', path: '/admin/two-step', robots: 'noindex, nofollow' }),
  beforeLoad: async ({ context, search }) => {
    const user = await context.auth.getUser().catch(() => null)
    if (!user) throw redirect({ to: '/admin-login', search: { redirect: search.redirect }, replace: true })
    if (user.secondStep !== 'code') throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: TwoStepPage,
})

function TwoStepPage() {
  const { redirect: target } = Route.useSearch()
  const navigate = useNavigate()
  return (
      <TwoStepSignIn onVerified={() => void navigate({ href: safeRedirect(target), replace: true })} />
  )
}
