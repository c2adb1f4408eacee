import { lazy, Suspense, useEffect, useState } from 'react'

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

let loaded = false
const listeners = new Set<() => void>()

/** Called by the toaster module as it loads: a page that can show a toast has imported it. */
export function announceToaster() {
  loaded = true
  for (const listener of listeners) listener()
}

/**
 * Where the toast region goes. A page with nothing that shows a toast (a list, an article) never
 * downloads the toast machinery; once a form that can has loaded it, the region comes with it.
 */
export function ToasterSlot() {
  // False in the first render, which may be a hydration: the build rendered no region.
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (loaded) {
      setWanted(true)
      return undefined
    }
    const listener = () => setWanted(true)
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, [])
  return wanted ? <Suspense fallback={null}><Toaster /></Suspense> : null
}
