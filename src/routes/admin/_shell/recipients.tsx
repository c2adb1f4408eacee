import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { NotificationsPanel } from '@/features/admin/components/notifications-panel'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/recipients')({
  head: () => pageHead({ title: 'Notification Recipients · Admin', description: 'Who is e-mailed when someone sends the contact form.', path: '/admin/recipients' }),
  component: () => (
    <AdminSection title="Notification Recipients">
      <NotificationsPanel />
    </AdminSection>
  ),
})
