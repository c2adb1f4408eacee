import { createFileRoute, notFound } from '@tanstack/react-router'
import { COLLECTION_LABELS, isCollectionName } from '@contract/collection-labels.ts'
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
  head: ({ params }) => adminHead(COLLECTION_LABELS[params.collection], `/admin/content/${params.collection}`),
  component: CollectionPage,
})

function CollectionPage() {
  const { collection } = Route.useParams()
  const Preview = collectionPreview(collection)
  return (
    <AdminSection title={COLLECTION_LABELS[collection]}>
      <CollectionEditor key={collection} name={collection} preview={<Preview />} />
    </AdminSection>
  )
}
