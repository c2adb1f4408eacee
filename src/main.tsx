import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { createQueryClient } from '@/lib/query-client'
import { recordEarlyPresses } from '@/lib/early-presses'
import { matchesPrerenderedPath } from '@/lib/prerendered-path'
import { createAppRouter } from '@/router'
import { siteSystem } from '@/theme'

const container = document.getElementById('root')!

// A page prerendered at build time (scripts/stack/prerender.ts) for this URL (or its route template) is hydrated;
// anything else (the SPA shell, or a page opened with a query string) is rendered afresh.
const prerenderedPath = container.dataset.prerenderedPath
const samePage = prerenderedPath !== undefined && window.location.search === '' &&
  matchesPrerenderedPath(prerenderedPath, window.location.pathname)
const replayEarlyPresses = samePage ? recordEarlyPresses(container) : undefined

/** Lets the browser paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  // Loading the modules, building the style system and building the router each take a task
  // of their own, so a phone's main thread is never held for long in one go.
  await nextTask()
  siteSystem()
  await nextTask()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const app = <App queryClient={queryClient} router={router} />

  if (!samePage) {
    container.replaceChildren()
    delete container.dataset.prerenderedPath
    createRoot(container).render(app)
    return
  }
  // The server rendered without the client-only Suspense wrapper of a plain SPA.
  router.ssr = { manifest: undefined }
  // The route's code must be loaded before hydrating, or React would see a different tree.
  await router.load()
  // A transition lets React hydrate in slices instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app)
  })
  replayEarlyPresses?.()
}

void start()
