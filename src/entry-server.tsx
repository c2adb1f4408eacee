// Rendering at build time (scripts/build/prerender.ts bundles this for Node; the development
// server uses it too): TanStack Router's request handler renders a path with its routes' loaders
// run and their data dehydrated into the page, Emotion's server API gives the styles that page uses
// for its <head> (page-style-tags.ts).
import createCache from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'
import type { Manifest } from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { getBlogPosts } from '@/features/blog/api/blog-posts'
import { getEvents } from '@/features/events/api/events'
import type { Event } from '@contract/events.ts'
import { getServices } from '@/features/services/api/services'
import { createAppRouter } from '@/router'
import { ApiError, apiFetch } from '@/lib/http'
import { siteQueryOptions, type PageAnswer, type SiteAnswer } from '@/lib/site-content'
import { LazySiteFooter } from '@/features/site/components/lazy-site-footer'
import type { PageContent, PageName } from '@contract/site-content.ts'
import { PAGE_NAMES, PAGE_PATHS } from '@contract/page-names.ts'
import { pageStyleTags } from '@/lib/page-style-tags'
import { addPageWideCss } from '@/lib/page-wide-css'
import { localeOf, type Locale } from '@/i18n/locale'
import { contentPath, isTranslated } from '@/i18n/content-language'
import { siteOrigin } from '@/lib/seo'
import { inBothLanguages, latest, robotsTxt, sitemapXml, type SitePage } from '@/lib/sitemap-xml'
import { FORM_OUTCOMES } from '@/features/form-outcomes/outcomes'

export { readApiFrom } from '@/lib/http'

/** Public pages whose content does not depend on the database beyond their lists. */
export const STATIC_PAGES = [
  '/', '/about', '/services', '/blog', '/events', '/get-involved', '/resources', '/contact', '/donate',
  '/privacy', '/terms', '/accessibility', '/sitemap', '/careers/apply', '/volunteer/apply',
] as const
type StaticPage = (typeof STATIC_PAGES)[number]

/**
 * The pages a public form sent by the browser itself is answered with (issue 56: before the app
 * has started, or without JavaScript), written in both languages so they read without
 * JavaScript; never in the sitemap.
 */
const FORM_RESULT_PAGES = FORM_OUTCOMES.map((outcome) => `/forms/${outcome}`)

/** GET /api/services/{slug}'s last change: the list answers no dates, the detail does. */
async function serviceUpdatedAt(slug: string): Promise<string> {
  const { serviceDetailSchema } = await import('@contract/services.ts')
  const { updatedAt } = await apiFetch(`/api/services/${encodeURIComponent(slug)}`, { schema: serviceDetailSchema.pick({ updatedAt: true }) })
  return updatedAt
}

/**
 * The static pages that show a page document of the staff's (GET /api/pages/{page}), and with it
 * the collections declared to show there (contract/collections.ts `page`): each page's address is
 * its document's (contract/page-names.ts), which must be a listed page.
 */
const PAGE_DOCUMENT_OF = Object.fromEntries(PAGE_NAMES.map((page) => [PAGE_PATHS[page] satisfies StaticPage, page])) as Partial<Record<StaticPage, PageName>>

/**
 * The English paths whose own staff content has no published Spanish yet (the Spanish answer
 * marks it `lang: 'en'`): the page documents, services, posts, events and job openings. Every
 * other page's words are the interface's, which are all translated.
 */
async function untranslatedPaths(): Promise<Set<string>> {
  const documents = Object.entries(PAGE_DOCUMENT_OF)
  const [services, posts, events, pages] = await Promise.all([
    getServices('es'), getBlogPosts('es'), getEvents('es'),
    Promise.all(documents.map(([, page]) => apiFetch<PageAnswer<PageName>>(contentPath(`/api/pages/${page}`, 'es')))),
  ])
  const english = <T extends object>(items: readonly T[]) => items.filter((item) => !isTranslated(item))
  const getInvolved = pages[documents.findIndex(([, page]) => page === 'get-involved')] as PageAnswer<'get-involved'>
  return new Set([
    ...documents.filter((_, index) => !isTranslated(pages[index])).map(([path]) => path),
    ...english(services).map((service) => `/services/${service.slug}`),
    ...english(posts).map((post) => `/blog/${post.slug}`),
    ...english(events).flatMap((event) => [`/events/${event.slug}`, `/events/${event.slug}/register`]),
    // a series' page shows its dates' texts (the next date's): in English while a date of it is
    ...seriesPaths(english(events)),
    ...english(getInvolved.collections.jobs).flatMap((job) => [`/jobs/${job.slug}`, `/jobs/${job.slug}/apply`]),
  ])
}

/** The pages of the series these events are dates of (issue 61), each once. */
const seriesPaths = (events: readonly Event[]) =>
  [...new Set(events.flatMap((event) => (event.series ? [event.series.slug] : [])))].map((slug) => `/events/series/${slug}`)

/**
 * Every public page the build writes, in English and under /es/ in Spanish, with the date its
 * content last changed where the API gives one: the static pages, each service (its updatedAt),
 * each published post (updatedAt or publishedAt, the later), each published event (the public
 * event answers no date), each series of them, and each open job opening (its updatedAt) with its
 * application form; the services and blog lists change with their newest item. Pages of fixed copy carry no date. A
 * Spanish page whose content is still the English is written but not listed (inBothLanguages).
 */
export async function sitePages(): Promise<SitePage[]> {
  const [services, posts, events, getInvolved, untranslated] = await Promise.all([
    getServices(), getBlogPosts(), getEvents(), apiFetch<PageContent<'get-involved'>>('/api/pages/get-involved'), untranslatedPaths(),
  ])
  const servicePages = await Promise.all(
    services.map(async (service) => ({ path: `/services/${service.slug}`, lastmod: latest([await serviceUpdatedAt(service.slug)]) })),
  )
  const postPages = posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: latest([post.updatedAt, post.publishedAt]) }))
  const listsChanged: Record<string, string | undefined> = {
    '/services': latest(servicePages.map((page) => page.lastmod)),
    '/blog': latest(postPages.map((page) => page.lastmod)),
  }
  const english = [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: listsChanged[path] })),
    ...servicePages,
    ...postPages,
    ...events.map((event) => ({ path: `/events/${event.slug}` })),
    // Each series' page (issue 61), known from its dates; the public series answer has no date either.
    ...seriesPaths(events).map((path) => ({ path })),
    // Its form in the page (issue 56): a visitor may fill and send it before the app has started.
    ...events.filter((event) => event.registrationOpen || event.waitlistOpen).map((event) => ({ path: `/events/${event.slug}/register` })),
    // Open, published job openings only (row-level security keeps the others out of the answer).
    ...getInvolved.collections.jobs.flatMap((job) => [
      { path: `/jobs/${job.slug}`, lastmod: latest([job.updatedAt]) },
      { path: `/jobs/${job.slug}/apply` },
    ]),
  ]
  return [
    ...inBothLanguages(english.map((page) => ({ ...page, translated: !untranslated.has(page.path) }))),
    ...inBothLanguages(FORM_RESULT_PAGES.map((path) => ({ path, translated: true }))).map((page) => ({ ...page, listed: false })),
  ]
}

/**
 * sitemap.xml of the listed `pages` (each translated pair naming both versions) and robots.txt,
 * both on the site's own origin (VITE_SITE_URL, as the pages' canonical links).
 */
export function crawlerFiles(pages: readonly SitePage[]): { 'sitemap.xml': string; 'robots.txt': string } {
  const origin = siteOrigin()
  return { 'sitemap.xml': sitemapXml(origin, pages.filter((page) => page.listed)), 'robots.txt': robotsTxt(origin) }
}

/**
 * `status` is 404 for the not-found page: a path no route has (the splat route), or an item its
 * route reads that /api does not have (a slug unknown, unpublished or deleted), whose failed read
 * is then not counted in `failedQueries` (the reads that failed otherwise).
 */
export type RenderedPage = { status: number; html: string; failedQueries: string[] }

/** The route that answers every path no other route has (src/routes/$.tsx). */
const NOT_FOUND_ROUTE = '/$'

/**
 * The settings and locations every document carries (header, footer, contact details, the
 * organisation's JSON-LD), the SPA shell's included, which runs no loaders: the browser's cache
 * starts with them, so no page waits for /api/site. A build reads them once per language, each
 * page being given its own language's (the Spanish marked `lang` where still the English).
 */
export const fetchSite = (locale: Locale = 'en'): Promise<SiteAnswer> => new QueryClient().fetchQuery(siteQueryOptions(locale))

const MAIN_LANDMARK = '<main id="main"'
/**
 * A page with its content asks the browser to show nothing until its <main> has been parsed (the
 * HTML Standard's `rel="expect"`), so the header is whole at the first paint: a paint in the
 * middle of parsing (a busy phone may pause inside the header) would show the navigation's first
 * link alone, then move it as the rest arrive. The SPA shell has no <main> to wait for.
 */
const FIRST_PAINT_AFTER_MAIN = '<link rel="expect" href="#main" blocking="render"/>'

/**
 * The HTML document of `path` with `site` (the site content in the page's language: fetchSite)
 * in its cache; `shell` renders only the document around the app (the SPA fallback).
 */
export async function renderPage(path: string, { manifest, site, shell = false }: { manifest: Manifest; site: SiteAnswer; shell?: boolean }): Promise<RenderedPage> {
  // A cache of this render's own: its server instance extracts exactly the styles this page used.
  const emotionCache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(emotionCache)
  let failedQueries: string[] = []
  let notFound = false
  // The footer's code is loaded before the render, so the page carries it whole (lazy-site-footer.tsx).
  await LazySiteFooter.preload()
  const url = new URL(path, 'http://localhost')
  const locale = localeOf(url.pathname)
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => {
      const router = createAppRouter({ emotionCache, shell, locale })
      router.options.context.queryClient.setQueryData(siteQueryOptions(locale).queryKey, site)
      return router
    },
    getRouterManifest: () => manifest,
  })
  const response = await handler(({ router, responseHeaders }) => {
    const failed = router.options.context.queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })
    const missing = failed.filter((query) => query.state.error instanceof ApiError && query.state.error.status === 404)
    notFound = missing.length > 0 || router.state.matches.some((match) => match.routeId === NOT_FOUND_ROUTE)
    failedQueries = failed.filter((query) => !missing.includes(query)).map((query) => `${JSON.stringify(query.queryKey)}: ${String(query.state.error)}`)
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> })
  })
  const html = await response.text()
  addPageWideCss(emotionCache)
  const styles = pageStyleTags(extractCriticalToChunks(html))
  const head = `${html.includes(MAIN_LANDMARK) ? FIRST_PAINT_AFTER_MAIN : ''}${styles}`
  return { status: notFound && response.status === 200 ? 404 : response.status, html: html.replace('</head>', () => `${head}</head>`), failedQueries }
}
