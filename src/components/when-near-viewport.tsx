import { useEffect, useRef, useState, type ReactNode } from 'react'

const FIRST_INPUTS = ['keydown', 'pointerdown'] as const

/**
 * Shows `placeholder` (also in the prerendered page) and swaps in `children` once its place
 * comes within a screen's height of the viewport, or at the visitor's first key or pointer press,
 * whichever is first. For sections far below the fold whose code and data a phone should not
 * load and run while it starts the page; a keyboard user's first Tab already brings them in.
 */
export function WhenNearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    if (near) return undefined
    const show = () => setNear(true)
    if (typeof IntersectionObserver === 'undefined') return show()
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show()
    }, { rootMargin: '100% 0px' })
    observer.observe(ref.current!)
    for (const type of FIRST_INPUTS) window.addEventListener(type, show, { capture: true, passive: true })
    return () => {
      observer.disconnect()
      for (const type of FIRST_INPUTS) window.removeEventListener(type, show, { capture: true })
    }
  }, [near])

  return <div ref={ref}>{near ? children : placeholder}</div>
}
