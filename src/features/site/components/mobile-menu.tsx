import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { CloseButton, IconButton } from '@chakra-ui/react/button'
import { Drawer } from '@chakra-ui/react/drawer'
import { Portal } from '@chakra-ui/react/portal'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { DonateButton } from '@/features/site/components/donate-button'
import { navLinkStyle, pageLinks } from '@/features/site/nav-links'

const drawerLinkStyle = { ...navLinkStyle, display: 'flex', w: 'full' } as const

/** The mobile menu: a right-side drawer that closes when any link in it is followed (SPEC §2). */
export function MobileMenu({ services }: { services: ReactNode }) {
  const [open, setOpen] = useState(false)

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" colorPalette="brand" size="lg">
          <chakra.svg viewBox="0 0 24 24" w="6" h="6" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </chakra.svg>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body
              onClick={(event) => {
                if ((event.target as Element).closest('a')) setOpen(false)
              }}
            >
              <chakra.nav aria-label="Mobile">
                <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1">
                  <li>
                    <chakra.a asChild {...drawerLinkStyle}>
                      <Link to="/" activeOptions={{ exact: true }}>
                        Home
                      </Link>
                    </chakra.a>
                  </li>
                  <li>
                    <Text px="3" pt="2" fontWeight="semibold" color="brand.800" id="mobile-services-heading">
                      Services
                    </Text>
                    <Box aria-labelledby="mobile-services-heading" role="group">
                      {services}
                    </Box>
                  </li>
                  {[...pageLinks, { to: '/blog', label: 'Blog' } as const].map((link) => (
                    <li key={link.to}>
                      <chakra.a asChild {...drawerLinkStyle}>
                        <Link to={link.to}>{link.label}</Link>
                      </chakra.a>
                    </li>
                  ))}
                </chakra.ul>
                <Box mt="6" px="3">
                  <DonateButton w="full" onNavigate={() => setOpen(false)} />
                </Box>
              </chakra.nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
