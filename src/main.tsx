import '@/boot/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { siteSystem } from '@/components/ui/provider'
import { nextTask } from '@/lib/next-task'
import { createAppRouter } from '@/router'
import { localeOf } from '@/i18n/locale'
import { areaOf, keepAreaInItsDocument } from '@/lib/staff-area'

/** The visitor's scroll position, followed as they scroll until `stop()`. */
type PageScroll = { left: number; top: number; stop: () => void }

declare global {
  interface Window {
    /** Set by the page's inline script right after its first paint (scripts/build/after-first-paint.ts). */
    __pageScroll?: PageScroll
  }
}

/**
 * The router scrolls to the top when it first renders (router-core's scroll handling runs on every
 * render, scrollRestoration or not). A visitor may already have scrolled by then (the page shows
 * before its code has run), or the browser restored a reloaded page's place: they stay where they
 * are. The page's inline script has followed the position since the first paint; reading it here
 * instead would lay the page out again in the middle of this task (the development server's pages
 * have no such script: read here). A URL with a #fragment is left to the router, which brings that
 * element into view as the browser did (the browser's own jump may not have reported its scroll yet).
 */
function keepScrollOnFirstRender(router: ReturnType<typeof createAppRouter>) {
  if (window.location.hash) return
  const scroll = window.__pageScroll ?? { left: window.scrollX, top: window.scrollY, stop: () => {} }
  // Runs after the router's own handler, in the same task: the top is never painted.
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe()
    scroll.stop()
    window.scrollTo({ left: scroll.left, top: scroll.top, behavior: 'instant' })
  })
}

// Every page is rendered by the build (scripts/build/prerender.ts, src/entry-server.tsx): a public
// page with its content, any other path as the document around the app; React hydrates it and the
// router takes over from the state the page carries.
//
// The start is a series of tasks instead of one: the page's start script evaluates React, then
// Chakra's styled system, then this entry, each in a task of its own (scripts/build/start-stages.ts;
// the first import below is React's stage); then this module builds the Chakra system (its largest
// single piece of work) and hydrates. A tap or key in between is handled after the current piece
// rather than after the whole start.
async function start() {
  await nextTask()
  siteSystem()
  await nextTask()
  const router = createAppRouter({ locale: localeOf(window.location.pathname) })
  keepScrollOnFirstRender(router)
  // Once the page has rendered: with a history blocker in place while it hydrated, pages whose data
  // came with them lost their hydration (React #418 in e2e/host/csp.spec.ts).
  const area = areaOf(window.location.pathname)
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe()
    keepAreaInItsDocument(router.history, area)
  })
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
  // input in between, instead of holding the main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(document, <StrictMode><RouterClient router={router} /></StrictMode>)
  })
}
void start()
