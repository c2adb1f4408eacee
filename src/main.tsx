import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { createQueryClient } from '@/lib/query-client'
import { matchesPrerenderedPath } from '@/lib/prerendered-path'
import { createAppRouter } from '@/router'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
const container = document.getElementById('root')!
const app = <App queryClient={queryClient} router={router} />

// A page prerendered at build time (scripts/stack/prerender.ts) for this URL (or its route template) is hydrated;
// anything else (the SPA shell, or a page opened with a query string) is rendered afresh.
const prerenderedPath = container.dataset.prerenderedPath
const samePage = prerenderedPath !== undefined && window.location.search === '' &&
  matchesPrerenderedPath(prerenderedPath, window.location.pathname)

// React adds the route's own <title>, <meta> and <link> tags; the build's copies would linger.
for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove()

if (samePage) {
  // The server rendered without the client-only Suspense wrapper of a plain SPA.
  router.ssr = { manifest: undefined }
  // A button pressed while the route's code loads does nothing yet: remember it. (Links work
  // as plain links, and once the root exists React replays events on parts not yet hydrated.)
  const pressedEarly: HTMLButtonElement[] = []
  const rememberPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button) pressedEarly.push(button)
  }
  container.addEventListener('click', rememberPress, true)
  // The route's code must be loaded before hydrating, or React would see a different tree.
  void router.load().then(() => {
    // A transition lets React hydrate in slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app)
    })
    container.removeEventListener('click', rememberPress, true)
    for (const button of pressedEarly.splice(0)) button.click()
  })
} else {
  container.replaceChildren()
  delete container.dataset.prerenderedPath
  createRoot(container).render(app)
}
