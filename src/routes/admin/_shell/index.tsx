import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/')({
  head: () => pageHead({ title: 'Admin Dashboard', description: 'Contact submissions, newsletter and notifications.', path: '/admin' }),
  component: AdminDashboard,
})
