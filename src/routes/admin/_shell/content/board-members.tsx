import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { AboutPage } from '@/features/info/components/about-page'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/board-members')({
  head: () => adminHead('Board Members', '/admin/content/board-members'),
  component: () => (
    <AdminSection title="Board Members">
      <CollectionEditor name="board-members" preview={<AboutPage />} />
    </AdminSection>
  ),
})
