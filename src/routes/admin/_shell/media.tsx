import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { MediaTab } from '@/features/cms/components/media-tab'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/media')({
  head: () => adminHead('Media Library', '/admin/media'),
  component: () => (
    <AdminSection title="Media Library">
      <MediaTab />
    </AdminSection>
  ),
})
