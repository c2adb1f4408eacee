import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/forgot-password')({
  head: () =>
    pageHead({ title: 'Forgot Password', description: 'Request a password reset link.', path: '/admin/forgot-password' }),
  component: ForgotPasswordForm,
})
