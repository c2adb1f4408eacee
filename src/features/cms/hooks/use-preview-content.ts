import { useQuery } from '@tanstack/react-query'
import { collectionImage } from '@contract/collections.ts'
import type { PageName } from '@contract/site-content.ts'
import { pageQueryOptions, siteQueryOptions } from '@/lib/site-content'
import type { CollectionRow } from '../api/site-content-admin'
import type { CollectionConfig } from '../lib/content-collections'
import type { PreviewSeed } from '../components/site-content/preview-dialog'

/** The public content a preview starts from: the settings and locations, and the page's own. */
export function usePreviewContent(page: PageName | 'site') {
  const site = useQuery(siteQueryOptions())
  const pageContent = useQuery({ ...pageQueryOptions(page === 'site' ? 'home' : page), enabled: page !== 'site' })
  const ready = site.isSuccess && (page === 'site' || pageContent.isSuccess)
  return { ready, site: site.data, page: page === 'site' ? undefined : pageContent.data }
}
type PreviewContent = ReturnType<typeof usePreviewContent>

/**
 * The collection as the page would show it once saved: the published rows in their order, the
 * edited one (saved or new) with the form's values, shown even as a draft so it can be seen.
 */
export function collectionSeed(config: CollectionConfig, content: PreviewContent, rows: CollectionRow[], editedId: string | undefined, values: Record<string, unknown>): PreviewSeed {
  const saved: CollectionRow | undefined = rows.find((r) => r.id === editedId)
  const edited = { ...(saved ?? { id: 'preview', position: rows.length + 1, version: 1, published: true, updatedAt: new Date().toISOString() }), ...values } as CollectionRow
  // a library image chosen in the form is known by its id only: the preview shows the image address until it is saved
  const image = collectionImage(config.name)
  if (image && edited[image.idKey] !== saved?.[image.idKey]) edited[image.imageKey] = null
  const shown = [...rows.filter((r) => r.id !== editedId), edited]
    .filter((r) => r.published || r === edited)
    .sort((a, b) => Number(a.position) - Number(b.position))
  if (config.page === 'site') return [[siteQueryOptions().queryKey, { ...content.site, locations: shown }]]
  return [
    [siteQueryOptions().queryKey, content.site],
    [pageQueryOptions(config.page).queryKey, { ...content.page, collections: { ...content.page?.collections, [config.name]: shown } }],
  ]
}

/** A page's document or the settings with the form's values. */
export function documentSeed(target: PageName | 'settings', content: PreviewContent, body: Record<string, unknown>): PreviewSeed {
  if (target === 'settings') return [[siteQueryOptions().queryKey, { ...content.site, settings: body }]]
  return [
    [siteQueryOptions().queryKey, content.site],
    [pageQueryOptions(target).queryKey, { ...content.page, document: body }],
  ]
}
