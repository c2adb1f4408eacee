import { useEffect } from 'react'

/**
 * Marks the document once the app has rendered over it (data-app-started on <html>): from then on
 * the page answers presses and key strokes, while its data may still be loading. The end-to-end
 * tests, which act at once where a visitor would first read, wait for this mark after each page
 * load (e2e/support/test.ts).
 */
export function useMarkAppStarted() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = ''
  }, [])
}

/**
 * Whether the app has started (the mark above), read when asked: for an event handler that must
 * leave the browser's own behaviour alone until the router can take over (a form's plain GET),
 * without a render to learn it.
 */
export const appStarted = () => document.documentElement.hasAttribute('data-app-started')
