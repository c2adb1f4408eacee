import { useCallback, useState, useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false)
}

/**
 * Whether an auto-rotating region (hero, services carousel) may move now (WCAG 2.2.2):
 * never under prefers-reduced-motion unless the visitor presses play, never while the
 * visitor has paused it, and not while the pointer is over it or keyboard focus is inside it.
 */
export function useAutoRotation() {
  const reducedMotion = usePrefersReducedMotion()
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const userPaused = choice === null ? reducedMotion : choice === 'paused'
  const playing = !userPaused && !hovered && !focused
  const toggle = useCallback(() => setChoice(userPaused ? 'playing' : 'paused'), [userPaused])

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) setFocused(true)
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }
  return { playing, userPaused, toggle, regionProps }
}

/** Keyboard focus only: a mouse click on the pause button must not count as "holding focus". */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}
