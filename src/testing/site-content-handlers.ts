import { http, HttpResponse } from 'msw'
import type { PageContent, PageName, SiteContent } from '@contract/site-content.ts'
import content from './site-content.json'

/**
 * The site's content as the migrations load it (scripts/content/fixture.ts writes the JSON):
 * every page's root route reads /api/site, and each content page /api/pages/{page}.
 */
export const siteContent = content.site as unknown as SiteContent
export const pageContent = <P extends PageName>(page: P) => content.pages[page] as unknown as PageContent<P>

/** The answers for /api/site and /api/pages/{page}; the server starts with them (server.ts). */
export const siteContentHandlers = [
  http.get('*/api/site', () => HttpResponse.json(siteContent)),
  http.get('*/api/pages/:page', ({ params }) => {
    const page = String(params.page)
    return page in content.pages ? HttpResponse.json(pageContent(page as PageName)) : HttpResponse.json({ error: 'Not found' }, { status: 404 })
  }),
]
