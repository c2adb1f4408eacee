// First: no schema may be built before zod is told not to use eval.
import '@/lib/zod-without-eval'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from '@/router'

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

// Every page is rendered by the build (scripts/stack/prerender.ts, src/entry-server.tsx): a public
// page with its content, any other path as the document around the app; React hydrates it and the
// router takes over from the state the page carries.
const router = createAppRouter()
keepScrollOnFirstRender(router)
hydrateRoot(document, <StrictMode><RouterClient router={router} /></StrictMode>)
