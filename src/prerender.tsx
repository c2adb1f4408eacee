// Build-time rendering of the public pages (scripts/stack/prerender.ts bundles this for Node).
// Each page renders with its static content in full and its data-driven parts in their loading
// state (useHydrationSafeQuery), so the browser can paint it before any JavaScript runs and hydrate it
// without a mismatch.
import { prerenderToNodeStream } from 'react-dom/static'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '@/app'
import { createQueryClient } from '@/lib/query-client'
import { startPrerenderedPage } from '@/page-start'
import { createAppRouter } from '@/router'

/** The inline script each page runs (scripts/stack/scripts-after-paint.ts calls it with the page's code). */
export const pageStartSource = startPrerenderedPage.toString()

/**
 * Renders one path; React hoists the route's <title>, <meta> and <link> to the start of the markup.
 * Also names the matched routes, whose code the page preloads.
 */
export async function renderPage(path: string): Promise<{ html: string; routeIds: string[] }> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  // One chunk: no boundary is outlined behind an inline reveal script, so the page paints whole.
  const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} router={router} prerendered />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  queryClient.clear()
  return { html, routeIds: router.state.matches.map((match) => match.routeId) }
}
