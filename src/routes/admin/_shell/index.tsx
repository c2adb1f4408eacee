import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/')({
  head: () => adminHead('Dashboard', '/admin'),
  component: AdminDashboard,
})
