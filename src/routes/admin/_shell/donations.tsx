import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { DonationsPanel } from '@/features/admin/components/donations-panel'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/donations')({
  head: () => adminHead('Donations', '/admin/donations'),
  component: () => (
    <AdminSection title="Donations">
      <DonationsPanel />
    </AdminSection>
  ),
})
