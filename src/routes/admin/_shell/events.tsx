import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { EventsTab } from '@/features/cms/components/events-tab'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/events')({
  head: () => pageHead({ title: 'Events · Admin', description: 'Events, their seats and their door lists.', path: '/admin/events' }),
  component: () => (
    <AdminSection title="Events">
      <EventsTab />
    </AdminSection>
  ),
})
