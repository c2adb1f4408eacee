import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { LoginForm } from '@/features/auth/components/login-form'
import { isAdmin, safeRedirect } from '@/features/auth/lib/guard'
import { redirectSearchSchema } from '@/features/auth/lib/redirect-search'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/login')({
  validateSearch: redirectSearchSchema,
  head: () => pageHead({ title: 'Admin Login', description: 'Sign in to the admin area.', path: '/admin/login' }),
  beforeLoad: async ({ context, search }) => {
    const user = await context.auth.getUser().catch(() => null)
    if (isAdmin(user)) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: LoginPage,
})

function LoginPage() {
  const { redirect: target } = Route.useSearch()
  const navigate = useNavigate()
  return <LoginForm onSignedIn={() => void navigate({ href: safeRedirect(target), replace: true })} />
}
