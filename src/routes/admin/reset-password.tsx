import { useCallback } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { optionalStringParam } from '@/lib/search-params'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/reset-password')({
  validateSearch: optionalStringParam('token', 500),
  head: () =>
    pageHead({ title: 'Reset Password', description: 'Choose a new admin password.', path: '/admin/reset-password' }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { token } = Route.useSearch()
  const navigate = useNavigate()
  const toLogin = useCallback(() => void navigate({ to: '/admin/login' }), [navigate])
  return <ResetPasswordForm token={token?.trim() || undefined} onDone={toLogin} />
}
