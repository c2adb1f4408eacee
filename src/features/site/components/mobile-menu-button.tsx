import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { chakra } from '@chakra-ui/react/styled-system'
import { LinkButton } from '@/components/ui/link-button'
import { siteMessages } from '@/features/site/messages'
import { pathIn } from '@/i18n/locale'
import { useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'

// The drawer (dialog machinery, focus trap, portal) loads the first time the menu is opened.
const MobileMenuDrawer = lazy(() =>
  import('@/features/site/components/mobile-menu').then((m) => ({ default: m.MobileMenuDrawer })),
)

/**
 * The mobile menu button; the drawer it opens lists every page and service (SPEC §2). In the HTML
 * the build writes it is a link to the site map, which lists them too: a tap made before the
 * page's code has started (or without JavaScript) still leads to every page. Once the app runs,
 * it opens the drawer instead (a click that asks for a new tab still gets the site map).
 */
export function MobileMenuButton({ services }: { services: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLAnchorElement>(null)
  const t = useMessages(siteMessages)
  const locale = useLocale()
  const openDrawer = () => {
    setRequested(true)
    setOpen(true)
  }

  return (
    <>
      {/* IconButton's own look (Chakra's icon-button.tsx: the button recipe, no padding) on a link. */}
      <LinkButton ref={buttonRef} href={pathIn(locale, '/sitemap')} role="button"
        aria-label={t.openMenu} aria-haspopup="dialog" aria-expanded={open}
        variant="ghost" colorPalette="brand" size="lg" px="0" py="0" _icon={{ fontSize: '1.2em' }}
        onPointerEnter={() => setRequested(true)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          openDrawer()
        }}
        onKeyDown={(event) => {
          // A link answers Enter (with a click, above); as a button, Space opens the drawer too.
          if (event.key !== ' ') return
          event.preventDefault()
          openDrawer()
        }}>
        <chakra.svg viewBox="0 0 24 24" w="6" h="6" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </chakra.svg>
      </LinkButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} services={services} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
