import { createFileRoute, notFound } from '@tanstack/react-router'
import { isCollectionName, SITE_COLLECTIONS } from '@contract/collections.ts'
import { AdminSection } from '@/features/admin/components/admin-section'
import { CollectionEditor } from '@/features/cms/components/site-content/collection-editor'
import { adminHead } from '@/lib/seo'
import { collectionPreview } from '../-content-previews'

/** One collection's rows: /admin/content/jobs, /admin/content/faqs, … (contract/collections.ts). */
export const Route = createFileRoute('/admin/_shell/content/$collection')({
  params: {
    parse: ({ collection }) => {
      if (!isCollectionName(collection)) throw notFound()
      return { collection }
    },
    stringify: ({ collection }) => ({ collection }),
  },
  head: ({ params }) => adminHead(SITE_COLLECTIONS[params.collection].label, `/admin/content/${params.collection}`),
  component: CollectionPage,
})

function CollectionPage() {
  const { collection } = Route.useParams()
  const Preview = collectionPreview(collection)
  return (
    <AdminSection title={SITE_COLLECTIONS[collection].label}>
      <CollectionEditor key={collection} name={collection} preview={<Preview />} />
    </AdminSection>
  )
}
