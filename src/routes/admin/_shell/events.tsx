import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { EventsTab } from '@/features/cms/components/events-tab'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/events')({
  head: () => adminHead('Events', '/admin/events'),
  component: () => (
    <AdminSection title="Events">
      <EventsTab />
    </AdminSection>
  ),
})
