import { createFileRoute, notFound } from '@tanstack/react-router'
import type { PageName } from '@contract/site-content.ts'
import { AdminSection } from '@/features/admin/components/admin-section'
import { DocumentEditor } from '@/features/cms/components/site-content/document-editor'
import { PAGE_LABELS } from '@/features/cms/lib/page-labels'
import { adminHead } from '@/lib/seo'
import { PAGE_PREVIEWS } from '../-content-previews'

// PAGE_LABELS, not the contract's schemas: the route's options are in the first load, zod is not
const isPage = (value: string): value is PageName => Object.hasOwn(PAGE_LABELS, value)

/** One page's copy: /admin/pages/home, /admin/pages/about, … */
export const Route = createFileRoute('/admin/_shell/pages/$page')({
  params: {
    parse: ({ page }) => {
      if (!isPage(page)) throw notFound()
      return { page }
    },
    stringify: ({ page }) => ({ page }),
  },
  head: ({ params }) => adminHead(`${PAGE_LABELS[params.page]} Page`, `/admin/pages/${params.page}`),
  component: PageEditor,
})

function PageEditor() {
  const { page } = Route.useParams()
  const Preview = PAGE_PREVIEWS[page]
  return (
    <AdminSection title={`${PAGE_LABELS[page]} Page`}>
      <DocumentEditor key={page} document={{ kind: 'page', page }} label={`the ${PAGE_LABELS[page]} page`} preview={<Preview />} />
    </AdminSection>
  )
}
