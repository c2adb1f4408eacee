// First: no schema may be built before zod is told not to use eval.
import '@/lib/zod-without-eval'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { buildSiteSystemStep } from '@/components/ui/provider'
import { createQueryClient } from '@/lib/query-client'
import { matchesPrerenderedPath } from '@/lib/prerendered-path'
import { createAppRouter } from '@/router'

/**
 * Ends the current task, so the browser can paint and answer a tap before the next step. A phone
 * runs start-up several times slower than a laptop; in one piece it would hold the page for
 * hundreds of milliseconds.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The router scrolls to the top when it first renders. A visitor may already have scrolled by
 * then (the page shows before its code has run), or the browser restored a reloaded page's place:
 * they stay where they are.
 */
function keepScrollOnFirstRender(router: ReturnType<typeof createAppRouter>) {
  let position = { left: window.scrollX, top: window.scrollY }
  const remember = () => {
    position = { left: window.scrollX, top: window.scrollY }
  }
  window.addEventListener('scroll', remember, { passive: true })
  // Runs after the router's own handler, in the same task: the top is never painted.
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe()
    window.removeEventListener('scroll', remember)
    window.scrollTo({ ...position, behavior: 'instant' })
  })
}

async function start(container: HTMLElement) {
  // A page prerendered at build time (scripts/stack/prerender.ts) for this URL (or its route template) is hydrated;
  // anything else (the SPA shell, or a page opened with a query string) is rendered afresh.
  const prerenderedPath = container.dataset.prerenderedPath
  const samePage = prerenderedPath !== undefined && window.location.search === '' &&
    matchesPrerenderedPath(prerenderedPath, window.location.pathname)
  // Presses made before this script ran, recorded by the page's inline start script (src/page-start.ts).
  const earlyPresses = window.earlyPresses
  if (!samePage) earlyPresses?.discard()

  await nextTask()
  while (buildSiteSystemStep()) await nextTask()
  await nextTask()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  keepScrollOnFirstRender(router)

  if (!samePage) {
    container.replaceChildren()
    delete container.dataset.prerenderedPath
    createRoot(container).render(<App queryClient={queryClient} router={router} />)
    return
  }
  // The server rendered without the client-only Suspense wrapper of a plain SPA.
  router.ssr = { manifest: undefined }
  // The route's code must be loaded before hydrating, or React would see a different tree.
  await nextTask()
  await router.load()
  await nextTask()
  // A transition lets React hydrate in slices instead of one long task.
  startTransition(() => {
    hydrateRoot(container, <App queryClient={queryClient} router={router} prerendered />)
  })
  earlyPresses?.replay()
}

void start(document.getElementById('root')!)
