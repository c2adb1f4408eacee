import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { trackPageView } from '@/lib/analytics'

function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * Moves focus to the page's main heading. A page still loading its data has none yet: focus
 * then rests on <main> and moves to the h1 when it appears, unless the visitor has moved on.
 * Returns a cleanup for that wait.
 */
export function focusMainHeading(): () => void {
  const main = document.getElementById('main')
  if (!main) return () => {}
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading) {
    focusTarget(heading)
    return () => {}
  }
  focusTarget(main)
  const observer = new MutationObserver(() => {
    const late = main.querySelector<HTMLElement>('h1')
    if (!late) return
    if (document.activeElement === main) focusTarget(late)
    stop()
  })
  const timer = window.setTimeout(() => stop(), 10_000)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
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
    let stopWaiting = () => {}
    const unsubscribe = router.subscribe('onRendered', (event) => {
      if (!event.fromLocation || !event.pathChanged) return
      const path = event.toLocation.pathname
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      trackPageView(path)
      cancelAnimationFrame(frame)
      // The new page's <title> and h1 are committed by now; wait one frame for the head update.
      stopWaiting()
      frame = requestAnimationFrame(() => {
        stopWaiting = focusMainHeading()
        setAnnouncement(document.title)
      })
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
      stopWaiting()
    }
  }, [router])

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  )
}
