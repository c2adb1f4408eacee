// Rendering at build time (scripts/stack/prerender.ts bundles this for Node; the development
// server uses it too): TanStack Router's request handler renders a path with its routes' loaders
// run and their data dehydrated into the page, Emotion's server API puts the styles that page uses
// into its <head>.
import createCache from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'
import type { Manifest } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { getBlogPosts } from '@/features/blog/api/blog-posts'
import { getEvents } from '@/features/events/api/events'
import { getServices } from '@/features/services/api/services'
import { createAppRouter } from '@/router'

export { readApiFrom } from '@/lib/http'

/** Public pages whose content does not depend on the database beyond their lists. */
export const STATIC_PAGES = [
  '/', '/about', '/services', '/blog', '/events', '/get-involved', '/resources', '/contact', '/donate',
  '/privacy', '/terms', '/accessibility', '/sitemap',
] as const

/** Every public page the build writes: the static pages, each service, each published post and each published event. */
export async function pagePaths(): Promise<string[]> {
  const [services, posts, events] = await Promise.all([getServices(), getBlogPosts(), getEvents()])
  return [
    ...STATIC_PAGES,
    ...services.map((service) => `/services/${service.slug}`),
    ...posts.map((post) => `/blog/${post.slug}`),
    ...events.map((event) => `/events/${event.slug}`),
  ]
}

export type RenderedPage = { status: number; html: string; failedQueries: string[] }

/** The HTML document of `path`; `shell` renders only the document around the app (the SPA fallback). */
export async function renderPage(path: string, { manifest, shell = false }: { manifest: Manifest; shell?: boolean }): Promise<RenderedPage> {
  // A cache of this render's own: its server instance extracts exactly the styles this page used.
  const emotionCache = createCache({ key: 'css' })
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache)
  let failedQueries: string[] = []
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter({ emotionCache, shell }),
    getRouterManifest: () => manifest,
  })
  const response = await handler(({ router, responseHeaders }) => {
    failedQueries = router.options.context.queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })
      .map((query) => `${JSON.stringify(query.queryKey)}: ${String(query.state.error)}`)
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> })
  })
  const html = await response.text()
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html))
  return { status: response.status, html: html.replace('</head>', () => `${styles}</head>`), failedQueries }
}
