import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { ServicesTab } from '@/features/cms/components/services-tab'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/services')({
  head: () => adminHead('Services', '/admin/services'),
  component: () => (
    <AdminSection title="Services">
      <ServicesTab />
    </AdminSection>
  ),
})
