import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { ServicesTab } from '@/features/cms/components/services-tab'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/services')({
  head: () => pageHead({ title: 'Services · Admin', description: 'Services: edit and publish.', path: '/admin/services' }),
  component: () => (
    <AdminSection title="Services">
      <ServicesTab />
    </AdminSection>
  ),
})
