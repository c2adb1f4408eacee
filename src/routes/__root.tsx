import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { SkipLink } from '@/components/skip-link'
import { RouteChange } from '@/components/route-change'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorPage } from '@/components/error-page'
import { Toaster } from '@/components/ui/toaster'
import { SiteHeader } from '@/features/site/components/site-header'
import { SiteFooter } from '@/features/site/components/site-footer'
import { ServicesMenuPanel } from '@/features/services/components/services-menu-panel'
import { ServicesMenuList } from '@/features/services/components/services-menu-list'
import { defaultHead } from '@/lib/seo'
import type { RouterContext } from '@/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: defaultHead,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SkipLink />
      <Flex direction="column" minH="100vh">
        <SiteHeader servicesPanel={<ServicesMenuPanel />} servicesList={<ServicesMenuList />} />
        <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
          <Outlet />
        </Box>
        <SiteFooter />
      </Flex>
      <RouteChange />
      <Toaster />
    </>
  )
}
