import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { chakra } from '@chakra-ui/react/styled-system'
import { useSiteView } from '@/lib/site-content'
import { DonateButton } from '@/features/site/components/donate-button'
import { MobileMenuButton } from '@/features/site/components/mobile-menu-button'
import { ServicesMenu } from '@/features/site/components/services-menu'
import { navLinkStyle, pageLinks } from '@/features/site/nav-links'
import { siteMessages } from '@/features/site/messages'
import { useMessages } from '@/i18n/messages'
import { LanguageSwitch } from '@/i18n/language-switch'

/** The brand mark (public/favicon.svg) drawn inline: no image request competes with the first paint. */
function BrandMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="36" height="36">
      <rect width="32" height="32" rx="7" fill="#1f6391" />
      <path d="M6 22c4-9 9-13 20-14-6 4-9 9-10 16" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The site header. The services content comes from the services feature, composed by the root
 * route: `servicesPanel` for the desktop mega-menu, `servicesList` for the mobile drawer; so does
 * the search feature's small form, `search`, shown where the row has room for it (a link to the
 * search page where it has not, and in the mobile drawer).
 */
export function SiteHeader({ servicesPanel, servicesList, search }: { servicesPanel: ReactNode; servicesList: ReactNode; search: ReactNode }) {
  const site = useSiteView()
  const t = useMessages(siteMessages)
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" boxShadow="xs">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="2" align="center" justify="space-between" gap="4">
        <chakra.a asChild display="flex" alignItems="center" gap="2" minH="44px" fontWeight="bold" color="brand.800"
          textDecoration="none" borderRadius="md"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}>
          <Link to="/" aria-label={t.homeLink(site.name)}>
            <BrandMark />
            <chakra.span fontSize={{ base: 'md', lg: 'lg' }} lineHeight="short">
              {site.name}
            </chakra.span>
          </Link>
        </chakra.a>
        <chakra.nav aria-label={t.mainNav} display={{ base: 'none', lg: 'flex' }} alignItems="center" gap="1">
          <chakra.a asChild {...navLinkStyle}>
            <Link to="/" activeOptions={{ exact: true }}>
              {t.home}
            </Link>
          </chakra.a>
          <ServicesMenu panel={servicesPanel} />
          {pageLinks.map((link) => (
            <chakra.a key={link.to} asChild {...navLinkStyle}>
              <Link to={link.to}>{t[link.label]}</Link>
            </chakra.a>
          ))}
        </chakra.nav>
        <Flex align="center" gap="2">
          <Box display={{ base: 'none', xl: 'block' }}>{search}</Box>
          <chakra.a asChild {...navLinkStyle} display={{ base: 'none', lg: 'inline-flex', xl: 'none' }}>
            <Link to="/search">{t.search}</Link>
          </chakra.a>
          {/* Not below sm: at 320 px the name and the menu button fill the row (the drawer and the footer carry it there). */}
          <LanguageSwitch {...navLinkStyle} display={{ base: 'none', sm: 'inline-flex' }} px="2" fontSize="sm" flexShrink="0" />
          <Box display={{ base: 'none', lg: 'block' }}>
            <DonateButton />
          </Box>
          <Box display={{ base: 'block', lg: 'none' }}>
            <MobileMenuButton services={servicesList} />
          </Box>
        </Flex>
      </Flex>
    </Box>
  )
}
