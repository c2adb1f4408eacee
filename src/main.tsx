import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { createQueryClient } from '@/lib/query-client'
import { recordEarlyPresses } from '@/lib/early-presses'
import { matchesPrerenderedPath } from '@/lib/prerendered-path'
import { createAppRouter } from '@/router'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
const container = document.getElementById('root')!

// A page prerendered at build time (scripts/stack/prerender.ts) for this URL (or its route template) is hydrated;
// anything else (the SPA shell, or a page opened with a query string) is rendered afresh.
const prerenderedPath = container.dataset.prerenderedPath
const samePage = prerenderedPath !== undefined && window.location.search === '' &&
  matchesPrerenderedPath(prerenderedPath, window.location.pathname)

if (samePage) {
  // The server rendered without the client-only Suspense wrapper of a plain SPA.
  router.ssr = { manifest: undefined }
  const replayEarlyPresses = recordEarlyPresses(container)
  // The route's code must be loaded before hydrating, or React would see a different tree.
  void router.load().then(() => {
    // A transition lets React hydrate in slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} router={router} prerendered />)
    })
    replayEarlyPresses()
  })
} else {
  container.replaceChildren()
  delete container.dataset.prerenderedPath
  createRoot(container).render(<App queryClient={queryClient} router={router} />)
}
