import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { IconButton } from '@chakra-ui/react/button'
import { chakra } from '@chakra-ui/react/styled-system'
import { siteMessages } from '@/features/site/messages'
import { useMessages } from '@/i18n/messages'

// The drawer (dialog machinery, focus trap, portal) loads the first time the menu is opened.
const MobileMenuDrawer = lazy(() =>
  import('@/features/site/components/mobile-menu').then((m) => ({ default: m.MobileMenuDrawer })),
)

/** The mobile menu button; the drawer it opens lists every page and service (SPEC §2). */
export function MobileMenuButton({ services }: { services: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const t = useMessages(siteMessages)

  return (
    <>
      <IconButton ref={buttonRef} aria-label={t.openMenu} aria-haspopup="dialog" aria-expanded={open}
        variant="ghost" colorPalette="brand" size="lg"
        onPointerEnter={() => setRequested(true)}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}>
        <chakra.svg viewBox="0 0 24 24" w="6" h="6" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </chakra.svg>
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} services={services} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
