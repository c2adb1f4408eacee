import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { navLinkStyle } from '@/features/site/nav-links'
import { siteMessages } from '@/features/site/messages'
import { useMessages } from '@/i18n/messages'

/**
 * The desktop Services mega-menu (a disclosure): opens on hover and from its button with
 * Enter, Space or ArrowDown (which also moves focus to the first link); Escape closes it and
 * returns focus to the button; it closes when focus or the pointer leaves, or a link is followed.
 */
export function ServicesMenu({ panel }: { panel: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [focusFirst, setFocusFirst] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const t = useMessages(siteMessages)
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
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? 'page' : undefined}
        // A pointer click follows the hover that already opened the menu, so it must not toggle it shut;
        // Enter and Space (detail 0) toggle.
        onClick={(event) => setOpen((was) => (event.detail > 0 ? true : !was))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          setOpen(true)
          setFocusFirst(true)
        }}
        gap="1"
        cursor="pointer"
        bg="transparent"
        {...navLinkStyle}
      >
        {t.services}
        <chakra.svg viewBox="0 0 20 20" w="4" h="4" aria-hidden="true" transform={open ? 'rotate(180deg)' : undefined}>
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </chakra.svg>
      </chakra.button>
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
