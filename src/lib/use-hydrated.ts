import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the HTML the build writes and while React hydrates it, true from then on (and at once
 * on a page the browser renders itself): for what must not work before the page's code does.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
