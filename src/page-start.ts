// The one script a prerendered page runs inline, at the end of its body: the build writes
// startPrerenderedPage's own source there (scripts/stack/scripts-after-paint.ts), so the function
// uses nothing from outside itself.
//
// Such a page is whole before any other script runs; those only make it interactive. Named in
// <head>, the browser would fetch them at high priority while it parses the page, so on a slow
// connection the first paint would share the line with about 200 KB of code it does not need (and
// Lighthouse counts each of them as blocking that paint). The page asks for them one frame after
// its first paint instead. The data a prerendered list shows is asked for here too, at once (the
// app takes it over: lib/http.ts), rather than by a <link rel=preload>, which the browser reports
// as unused when the app runs more than a few seconds after the page's load event. Until React is attached (seconds on a slow phone), links work as plain
// links and typed text stays in its field (react-hook-form keeps it); a button press, or a key such
// as ArrowDown on a menu button, is recorded here and made again once React is attached (main.tsx).

export type EarlyPresses = {
  /** Call right after hydrateRoot: React hydrates what a replayed press reaches before handling it. */
  replay(): void
  /** Stops recording and forgets the presses: the page is rendered afresh instead of hydrated. */
  discard(): void
}

declare global {
  interface Window {
    earlyPresses?: EarlyPresses
    /** The page's /api requests made before its code ran, by path; apiFetch takes each over once. */
    earlyRequests?: Record<string, Promise<Response>>
  }
}

/**
 * Asks for the page's data, records early presses on #root, then loads the page's code (its
 * preloads, then its entry) after the first paint.
 */
export function startPrerenderedPage(entry: string, preloads: readonly string[], data: readonly string[] = []): void {
  const requests: Record<string, Promise<Response>> = {}
  for (const url of data) {
    // The same request apiFetch would make. A failure is apiFetch's to handle: it asks again.
    requests[url] = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' })
    requests[url].catch(() => {})
  }
  window.earlyRequests = requests
  const root = document.getElementById('root')!
  const buttonOf = (event: Event) => (event.target instanceof Element ? event.target.closest('button') : null)
  const pressed: HTMLButtonElement[] = []
  // A submit button would otherwise send its form the browser's way: a page load that loses the input.
  const onClick = (event: Event) => {
    const button = buttonOf(event)
    if (!button) return
    event.preventDefault()
    pressed.push(button)
  }
  // Keys other than those that press a button (which arrive as a click).
  const keys: [HTMLButtonElement, string][] = []
  const onKeyDown = (event: KeyboardEvent) => {
    const button = buttonOf(event)
    if (!button || event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') return
    event.preventDefault()
    keys.push([button, event.key])
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('keydown', onKeyDown, true)
  const stop = () => {
    root.removeEventListener('click', onClick, true)
    root.removeEventListener('keydown', onKeyDown, true)
  }
  window.earlyPresses = {
    replay() {
      stop()
      for (const button of pressed) if (button.isConnected) button.click()
      for (const [button, key] of keys) if (button.isConnected) button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    },
    discard() {
      stop()
      pressed.length = 0
      keys.length = 0
    },
  }

  const load = () => {
    for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }))
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }))
  }
  // A timer set in the frame's animation callback runs once that frame is painted. A page opened in
  // a background tab paints nothing until it is shown, so it loads at once.
  if (document.visibilityState === 'hidden') load()
  else requestAnimationFrame(() => setTimeout(load))
}
