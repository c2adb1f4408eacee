import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { NotificationsPanel } from '@/features/admin/components/notifications-panel'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/recipients')({
  head: () => adminHead('Notification Recipients', '/admin/recipients'),
  component: () => (
    <AdminSection title="Notification Recipients">
      <NotificationsPanel />
    </AdminSection>
  ),
})
