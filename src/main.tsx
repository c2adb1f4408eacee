import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { getSiteSystem } from '@/components/ui/provider'
import { createQueryClient } from '@/lib/query-client'
import { recordEarlyPresses } from '@/lib/early-presses'
import { matchesPrerenderedPath } from '@/lib/prerendered-path'
import { createAppRouter } from '@/router'

/**
 * Ends the current task, so the browser can paint and answer a tap before the next step. A phone
 * runs start-up several times slower than a laptop; in one piece it would hold the page for
 * hundreds of milliseconds.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start(container: HTMLElement) {
  // A page prerendered at build time (scripts/stack/prerender.ts) for this URL (or its route template) is hydrated;
  // anything else (the SPA shell, or a page opened with a query string) is rendered afresh.
  const prerenderedPath = container.dataset.prerenderedPath
  const samePage = prerenderedPath !== undefined && window.location.search === '' &&
    matchesPrerenderedPath(prerenderedPath, window.location.pathname)
  const replayEarlyPresses = samePage ? recordEarlyPresses(container) : undefined

  await nextTask()
  getSiteSystem()
  await nextTask()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)

  if (!replayEarlyPresses) {
    container.replaceChildren()
    delete container.dataset.prerenderedPath
    createRoot(container).render(<App queryClient={queryClient} router={router} />)
    return
  }
  // The server rendered without the client-only Suspense wrapper of a plain SPA.
  router.ssr = { manifest: undefined }
  // The route's code must be loaded before hydrating, or React would see a different tree.
  await router.load()
  await nextTask()
  // A transition lets React hydrate in slices instead of one long task.
  startTransition(() => {
    hydrateRoot(container, <App queryClient={queryClient} router={router} prerendered />)
  })
  replayEarlyPresses()
}

void start(document.getElementById('root')!)
