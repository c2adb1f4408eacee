import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { PageList } from '@/features/cms/components/site-content/page-list'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/pages/')({
  head: () => adminHead('Pages', '/admin/pages'),
  component: () => (
    <AdminSection title="Pages">
      <PageList />
    </AdminSection>
  ),
})
