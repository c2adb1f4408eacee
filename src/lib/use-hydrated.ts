import { startTransition, useEffect, useState } from 'react'

/**
 * False in the HTML the build writes, while React hydrates it and in a component's first render;
 * true from the render after, which runs as a transition: React renders it in slices between the
 * browser's other work. (useSyncExternalStore with a server snapshot would re-render every user
 * at once, in one synchronous pass right after hydration, in the same long task.) For what must
 * not show before the page's code runs; an event handler that only needs to know whether the app
 * has started reads appStarted() (app-started.ts) instead.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}
