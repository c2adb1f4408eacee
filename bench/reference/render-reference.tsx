// The reference page's document, rendered in Node as the build renders the site's pages
// (src/entry-server.tsx): the markup React hydrates, and the styles Emotion's server extracts with
// the page-wide CSS, in the tags the site's pages carry (page-style-tags.ts). Its start script is a
// file of its own (`startScript`), not inline: the host's CSP allows only the site's pages' hashes.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { pageStyleTags } from '@/lib/page-style-tags'
import { addPageWideCss } from '@/lib/page-wide-css'
import { REFERENCE_HEADING, ReferencePage } from './reference-page.tsx'

export function referenceDocument(startScript: string): string {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const body = renderToString(<CacheProvider value={cache}><ReferencePage /></CacheProvider>)
  addPageWideCss(cache)
  const styles = pageStyleTags(extractCriticalToChunks(body))
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"/><meta name="viewport" content="width=device-width, initial-scale=1.0"/>' +
    `<title>${REFERENCE_HEADING}</title><meta name="description" content="The bench's reference page: the site's framework alone."/><meta name="robots" content="noindex"/>` +
    `${styles}</head><body><div id="root">${body}</div><script src="${startScript}"></script></body></html>`
  )
}
