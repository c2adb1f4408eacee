import type { ReactNode, RefObject } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { CloseButton } from '@chakra-ui/react/button'
import { Drawer } from '@chakra-ui/react/drawer'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { DonateButton } from '@/features/site/components/donate-button'
import { navLinkStyle, pageLinks } from '@/features/site/nav-links'
import { siteMessages } from '@/features/site/messages'
import { useMessages } from '@/i18n/messages'
import { LanguageSwitch } from '@/i18n/language-switch'

const drawerLinkStyle = { ...navLinkStyle, display: 'flex', w: 'full' } as const

/**
 * The mobile menu drawer (right side), loaded on first use by MobileMenuButton. It closes when
 * any link in it is followed (SPEC §2) and gives focus back to the menu button.
 */
export function MobileMenuDrawer({ open, onClose, services, returnFocusTo }: {
  open: boolean
  onClose: () => void
  services: ReactNode
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const t = useMessages(siteMessages)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" size="xs"
      finalFocusEl={() => returnFocusTo.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t.menu}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body
              onClick={(event) => {
                if ((event.target as Element).closest('a')) onClose()
              }}
            >
              <chakra.nav aria-label={t.mobileNav}>
                <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1">
                  <li>
                    <chakra.a asChild {...drawerLinkStyle}>
                      <Link to="/" activeOptions={{ exact: true }}>
                        {t.home}
                      </Link>
                    </chakra.a>
                  </li>
                  <li>
                    <Text px="3" pt="2" fontWeight="semibold" color="brand.800" id="mobile-services-heading">
                      {t.services}
                    </Text>
                    <Box aria-labelledby="mobile-services-heading" role="group">
                      {services}
                    </Box>
                  </li>
                  {[...pageLinks, { to: '/blog', label: 'blog' } as const, { to: '/search', label: 'search' } as const].map((link) => (
                    <li key={link.to}>
                      <chakra.a asChild {...drawerLinkStyle}>
                        <Link to={link.to}>{t[link.label]}</Link>
                      </chakra.a>
                    </li>
                  ))}
                  <li>
                    <LanguageSwitch {...drawerLinkStyle} />
                  </li>
                </chakra.ul>
                <Box mt="6" px="3">
                  <DonateButton w="full" onNavigate={onClose} />
                </Box>
              </chakra.nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t.closeMenu} size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
