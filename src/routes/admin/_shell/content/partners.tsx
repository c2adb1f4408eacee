import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { HomePreview } from '../-content-previews'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/partners')({
  head: () => adminHead('Partners', '/admin/content/partners'),
  component: () => (
    <AdminSection title="Partners">
      <CollectionEditor name="partners" preview={<HomePreview />} />
    </AdminSection>
  ),
})
