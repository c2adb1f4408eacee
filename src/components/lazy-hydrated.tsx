import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react'

const FIRST_INPUTS = ['keydown', 'pointerdown'] as const

/**
 * Resolves once `element` comes within a screen's height of the viewport, or at the visitor's
 * first key or pointer press, whichever is first; at once when there is no element to watch or the
 * browser cannot observe intersections.
 */
export function untilNear(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      for (const type of FIRST_INPUTS) window.removeEventListener(type, done, { capture: true })
      resolve()
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done()
    }, { rootMargin: '100% 0px' })
    observer.observe(element)
    for (const type of FIRST_INPUTS) window.addEventListener(type, done, { capture: true, passive: true })
  })
}

/**
 * A component for a section far below the fold whose HTML the build writes into the page but
 * whose code a phone should not load and run while it starts the page. Render it inside a
 * <Suspense>:
 * - at build time the route's loader awaits `preload()`, so the page is rendered with it whole;
 * - in the browser, React keeps that HTML as it is (a Suspense boundary waiting for its code) and
 *   hydrates it once the code has loaded, which starts when the element with id `anchorId` (in
 *   the prerendered page) comes near the viewport or at the first key or pointer press;
 * - on a page the browser renders itself (a client-side navigation), the code loads at once, with
 *   the Suspense fallback meanwhile, and straight away once it has loaded before.
 */
export function lazyHydrated<P extends object>(load: () => Promise<ComponentType<P>>, anchorId: string) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  // One load however often it is asked for; a failed one may be tried again.
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(async () => {
    await untilNear(document.getElementById(anchorId))
    return { default: await preload() }
  })
  function LazyHydrated(props: P) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return Object.assign(LazyHydrated, { preload, anchorId })
}

/**
 * `Lazy` (a lazyHydrated component) in a Suspense boundary of its own, memoised: a re-render of
 * the page around it with the same props stops here, so it cannot reach the boundary before it
 * has hydrated (React would drop the built HTML for the fallback).
 */
export function inOwnBoundary<P extends object>(Lazy: ComponentType<P>, fallback: ReactNode = null) {
  return memo(function LazyBoundary(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    )
  })
}
