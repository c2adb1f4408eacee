import { useRef, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { IconButton } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { HStack } from '@chakra-ui/react/stack'
import { ChakraProvider, chakra } from '@chakra-ui/react/styled-system'
import { LinkButton } from '@/components/ui/link-button'
import { MainLandmark } from '@/components/main-landmark'
import { site } from '@/content/site'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { adminSystem } from '../admin-system'
import { sectionGroupsFor } from '../admin-sections'
import { AdminMenuDrawer } from './admin-menu-drawer'
import { AdminNav } from './admin-nav'

/**
 * The admin area's own layout, in place of the public header and footer: a top bar (menu
 * button on a phone, the area's name, View Site and `actions` such as Sign Out), the section
 * navigation beside the content from the lg breakpoint up and in a drawer below it, and the
 * page in <main id="main"> (the skip link's target).
 */
export function AdminShell({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { data: user } = useQuery(currentUserQueryOptions())
  const groups = sectionGroupsFor(user?.role)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  return (
    <ChakraProvider value={adminSystem}>
      <Flex direction="column" minH="100vh">
        <Box as="header" borderBottomWidth="1px" bg="white" position="sticky" top="0" zIndex="sticky">
          <HStack justify="space-between" gap="3" px={{ base: '3', lg: '6' }} py="2" minH="14">
            <HStack gap="2">
              <IconButton ref={menuButton} display={{ lg: 'none' }} aria-label="Open admin menu" aria-haspopup="dialog"
                aria-expanded={menuOpen} variant="ghost" colorPalette="brand" onClick={() => setMenuOpen(true)}>
                <chakra.svg viewBox="0 0 24 24" w="6" h="6" aria-hidden="true">
                  <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </chakra.svg>
              </IconButton>
              <chakra.a asChild fontWeight="bold" color="brand.900" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
                <Link to="/admin">{site.name} Admin</Link>
              </chakra.a>
            </HStack>
            <HStack gap="2">
              <LinkButton asChild variant="ghost" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
                <Link to="/">View Site</Link>
              </LinkButton>
              {actions}
            </HStack>
          </HStack>
        </Box>
        <Flex flex="1" minH="0">
          <Box display={{ base: 'none', lg: 'block' }} w="64" flexShrink={0} borderEndWidth="1px" bg="gray.50" px="3" py="6">
            {/* Taller than a short window with every section listed: it scrolls on its own, and is
                never pushed up under the sticky header when the page is scrolled to its end. */}
            <Box position="sticky" top="20" maxH="calc(100vh - 6rem)" overflowY="auto">
              <AdminNav groups={groups} idPrefix="admin-nav" />
            </Box>
          </Box>
          <MainLandmark>{children}</MainLandmark>
        </Flex>
      </Flex>
      <AdminMenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} groups={groups} returnFocusTo={menuButton} />
    </ChakraProvider>
  )
}
