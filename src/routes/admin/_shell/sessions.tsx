import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { SessionsPanel } from '@/features/admin/components/sessions-panel'
import { adminHead } from '@/lib/seo'

/** Every staff member's own sessions (issue 34): where they are signed in, and ending them. */
export const Route = createFileRoute('/admin/_shell/sessions')({
  head: () => adminHead('Your Sessions', '/admin/sessions'),
  component: () => (
    <AdminSection title="Your Sessions">
      <SessionsPanel />
    </AdminSection>
  ),
})
