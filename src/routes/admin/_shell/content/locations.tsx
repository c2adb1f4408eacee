import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { LocationsPreview } from '../-content-previews'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/locations')({
  head: () => adminHead('Locations', '/admin/content/locations'),
  component: () => (
    <AdminSection title="Locations">
      <CollectionEditor name="locations" preview={<LocationsPreview />} />
    </AdminSection>
  ),
})
