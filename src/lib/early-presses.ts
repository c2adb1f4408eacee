/**
 * Buttons pressed on a prerendered page before React is attached to it: the page looks ready while
 * the route's code still loads (seconds on a slow phone). Links work as plain links and typed text
 * stays in its field (react-hook-form keeps what was typed before it attached); a press (or a key such as
 * ArrowDown on a menu button) is recorded here and made again once React is attached.
 */
export function recordEarlyPresses(container: HTMLElement) {
  const pressed: HTMLButtonElement[] = []
  // A submit button would otherwise send its form the browser's way: a page load that loses the input.
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button) return
    event.preventDefault()
    pressed.push(button)
  }
  // Keys other than those that press a button (which arrive as a click), e.g. ArrowDown on a menu button.
  const keys: [HTMLButtonElement, string][] = []
  const onKeyDown = (event: KeyboardEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') return
    event.preventDefault()
    keys.push([button, event.key])
  }
  container.addEventListener('click', onClick, true)
  container.addEventListener('keydown', onKeyDown, true)

  /** Call right after hydrateRoot: React hydrates what a replayed press reaches before handling it. */
  return function replay() {
    container.removeEventListener('click', onClick, true)
    container.removeEventListener('keydown', onKeyDown, true)
    for (const button of pressed) if (button.isConnected) button.click()
    for (const [button, key] of keys) if (button.isConnected) button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  }
}
