import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { navLinkStyle } from '@/features/site/nav-links'
import { siteMessages } from '@/features/site/messages'
import { pathIn } from '@/i18n/locale'
import { useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'

/** A click that asks the browser for something of its own (a new tab or window): left to it. */
const browserClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * Gives focus back when the element that had it inside `container` leaves the page: a link the
 * panel rendered anew (its services came again from the API, fresher than the build's) takes
 * focus with it to the page's body, where neither Escape nor leaving the menu reaches the menu.
 * Focus goes on to the new link to the same address, or else to `fallback`.
 */
function keepFocusIn(container: HTMLElement, fallback: () => HTMLElement | null) {
  let focused: Element | null = null
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target as Element
  }
  const observer = new MutationObserver(() => {
    if (!focused || focused.isConnected) return
    const href = focused.getAttribute('href')
    focused = null
    if (document.activeElement && document.activeElement !== document.body) return
    const again = [...container.querySelectorAll<HTMLElement>('a[href]')].find((link) => link.getAttribute('href') === href)
    ;(again ?? fallback())?.focus()
  })
  container.addEventListener('focusin', onFocusIn)
  observer.observe(container, { childList: true, subtree: true })
  return () => {
    container.removeEventListener('focusin', onFocusIn)
    observer.disconnect()
  }
}

/**
 * The desktop Services mega-menu (a disclosure): opens on hover and from its button with
 * Enter, Space or ArrowDown (which also moves focus to the first link); Escape closes it and
 * returns focus to the button; it closes when focus or the pointer leaves, or a link is followed.
 * The button is a link to /services in the HTML the build writes, so a click made before the
 * page's code has started (or without JavaScript) still leads to the services; once the app runs,
 * it opens the menu instead.
 */
export function ServicesMenu({ panel }: { panel: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [focusFirst, setFocusFirst] = useState(false)
  const buttonRef = useRef<HTMLAnchorElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const t = useMessages(siteMessages)
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const active = pathname === '/services' || pathname.startsWith('/services/')

  useEffect(() => setOpen(false), [pathname])
  // ArrowDown moves focus into the menu; its content may still be loading, so wait for a link.
  useEffect(() => {
    const panel = panelRef.current
    if (!open || !focusFirst || !panel) return
    const tryFocus = () => {
      const link = panel.querySelector<HTMLElement>('a[href]')
      if (!link) return false
      link.focus()
      setFocusFirst(false)
      return true
    }
    if (tryFocus()) return
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect()
    })
    observer.observe(panel, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open, focusFirst])
  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    return keepFocusIn(panel, () => buttonRef.current)
  }, [open])

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // A link answers Enter alone, and with a click that would follow it: as a button, Enter and Space toggle.
    if ((event.key === 'Enter' || event.key === ' ') && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
      event.preventDefault()
      setOpen((was) => !was)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setFocusFirst(true)
    }
  }

  return (
    <Box
      position="static"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <chakra.a
        ref={buttonRef}
        href={pathIn(locale, '/services')}
        role="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => {
          if (browserClick(event)) return
          event.preventDefault()
          // A pointer click follows the hover that already opened the menu, so it must not toggle it
          // shut; a click with no pointer (detail 0: assistive technology) toggles.
          setOpen((was) => (event.detail > 0 ? true : !was))
        }}
        onKeyDown={onButtonKeyDown}
        gap="1"
        cursor="pointer"
        {...navLinkStyle}
      >
        {t.services}
        <chakra.svg viewBox="0 0 20 20" w="4" h="4" aria-hidden="true" transform={open ? 'rotate(180deg)' : undefined}>
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </chakra.svg>
      </chakra.a>
      <Box
        ref={panelRef}
        id={panelId}
        hidden={!open}
        position="absolute"
        insetX="0"
        top="100%"
        zIndex="dropdown"
        bg="white"
        borderTopWidth="1px"
        borderBottomWidth="1px"
        boxShadow="lg"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false)
        }}
      >
        <Box maxW="7xl" mx="auto" px="6" py="6">
          {open && panel}
        </Box>
      </Box>
    </Box>
  )
}
