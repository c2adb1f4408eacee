import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { HomePreview } from '../-content-previews'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/accreditations')({
  head: () => adminHead('Accreditations', '/admin/content/accreditations'),
  component: () => (
    <AdminSection title="Accreditations">
      <CollectionEditor name="accreditations" preview={<HomePreview />} />
    </AdminSection>
  ),
})
