import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { HomePreview } from '../-content-previews'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/content/hero-slides')({
  head: () => adminHead('Hero Slides', '/admin/content/hero-slides'),
  component: () => (
    <AdminSection title="Hero Slides">
      <CollectionEditor name="hero-slides" preview={<HomePreview />} />
    </AdminSection>
  ),
})
