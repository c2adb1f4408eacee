import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { DonationsPanel } from '@/features/admin/components/donations-panel'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/donations')({
  head: () => pageHead({ title: 'Donations · Admin', description: 'Gifts received: filters, totals, receipts and year-end statements.', path: '/admin/donations' }),
  component: () => (
    <AdminSection title="Donations">
      <DonationsPanel />
    </AdminSection>
  ),
})
