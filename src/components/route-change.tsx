import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { trackPageView } from '@/lib/analytics'

/** Moves focus to the page's main heading (or <main> when a page has none). */
export function focusMainHeading(): void {
  const main = document.getElementById('main')
  const target = main?.querySelector<HTMLElement>('h1') ?? main
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * On every path change after the first load (SPEC §2): scroll to the top, focus the new page's
 * h1, announce its title politely, and send an analytics page_view. Hash-only changes (such as
 * /#newsletter) keep the browser's own jump to the anchor.
 */
export function RouteChange() {
  const router = useRouter()
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    let frame = 0
    const unsubscribe = router.subscribe('onRendered', (event) => {
      if (!event.fromLocation || !event.pathChanged) return
      const path = event.toLocation.pathname
      window.scrollTo(0, 0)
      trackPageView(path)
      cancelAnimationFrame(frame)
      // The new page's <title> and h1 are committed by now; wait one frame for the head update.
      frame = requestAnimationFrame(() => {
        focusMainHeading()
        setAnnouncement(document.title)
      })
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
    }
  }, [router])

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  )
}
