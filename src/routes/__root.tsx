import { lazy, Suspense, type ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet, Scripts, useMatches } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { SkipLink } from '@/components/skip-link'
import { ToasterSlot } from '@/components/ui/toaster-slot'
import { RouteChange } from '@/components/route-change'
import { ErrorPage } from '@/components/error-page'
import { SiteHeader } from '@/features/site/components/site-header'
import { LazySiteFooter } from '@/features/site/components/lazy-site-footer'
import { SearchForm } from '@/features/search/components/search-form'
import { defaultHead, siteOrigin } from '@/lib/seo'
import { jsonLdScript } from '@/lib/structured-data/json-ld'
import { organizationJsonLd } from '@/lib/structured-data/organization'
import { cachedSite, siteQueryOptions } from '@/lib/site-content'
import { useQuery } from '@tanstack/react-query'
import { useMarkAppStarted } from '@/lib/app-started'
import { useLocale } from '@/i18n/use-locale'
import { defineMessages, useMessages } from '@/i18n/messages'
import type { RouterContext } from '@/router-context'

// Loaded on demand so zod and the services API stay out of first load.
const ServicesMenuPanel = lazy(() =>
  import('@/features/services/components/services-menu-panel').then((m) => ({ default: m.ServicesMenuPanel })),
)
const ServicesMenuList = lazy(() =>
  import('@/features/services/components/services-menu-list').then((m) => ({ default: m.ServicesMenuList })),
)

const messages = defineMessages({
  en: {
    loadingServices: 'Loading services...',
    noscript: (phone: string | undefined) =>
      `This website needs JavaScript to run. Please enable it${phone ? `, or call us at ${phone}` : ''}.`,
  },
  es: {
    loadingServices: 'Cargando los servicios...',
    noscript: (phone: string | undefined) =>
      `Este sitio web necesita JavaScript para funcionar. Por favor, actívelo${phone ? ` o llámenos al ${phone}` : ''}.`,
  },
})

function LoadingServices() {
  return <p>{useMessages(messages).loadingServices}</p>
}
const loadingServices = <LoadingServices />

export const Route = createRootRouteWithContext<RouterContext>()({
  // The settings and locations every page shows (header, footer, contact details) and the
  // organisation's structured data come in every document the build writes, the SPA shell's
  // included (src/entry-server.tsx puts them in the cache it dehydrates). Not a root loader: the
  // shell runs no loaders, and a root left pending there would hold back a page's own pending
  // state until all its data had come.
  head: ({ match }) => {
    const site = cachedSite(match.context, match.context.locale)
    return {
      ...defaultHead(site?.settings, match.context.locale),
      scripts: site ? [jsonLdScript(organizationJsonLd(siteOrigin(), site.settings, site.locations))] : [],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
  // The router splits no component of the root route, so its not-found page is split here, as the
  // other routes' components are: it comes with its code, which the router loads (and the build's
  // render waits for) before showing it. The error page stays: it must show when a page's code
  // could not be loaded.
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found-page'), 'NotFoundPage'),
  errorComponent: ErrorPage,
})

/**
 * The whole document, rendered at build time (entry-server.tsx) and hydrated in the browser
 * (main.tsx): the routes' head tags and the router's scripts (the app's entry, the page's data).
 */
function RootDocument({ children }: { children: ReactNode }) {
  // Every document brings the settings (src/entry-server.tsx); read without suspending all the same.
  const locale = useLocale()
  const phone = useQuery(siteQueryOptions(locale)).data?.settings.phones.main
  const t = useMessages(messages)
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <noscript>{t.noscript(phone)}</noscript>
        <Scripts />
      </body>
    </html>
  )
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route (and its children) bring their own landmarks instead of the public header, main and footer (the admin shell). */
    ownLayout?: boolean
  }
}

function RootLayout() {
  useMarkAppStarted()
  const ownLayout = useMatches({ select: (matches) => matches.some((match) => match.staticData.ownLayout) })
  return (
    <>
      <SkipLink />
      {ownLayout ? <Outlet /> : <PublicLayout />}
      <RouteChange />
      <ToasterSlot />
    </>
  )
}

/** The public pages' header, main and footer. */
function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <SiteHeader
        servicesPanel={<Suspense fallback={loadingServices}><ServicesMenuPanel /></Suspense>}
        servicesList={<Suspense fallback={loadingServices}><ServicesMenuList /></Suspense>}
        search={<SearchForm compact />}
      />
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <LazySiteFooter />
      </Suspense>
    </Flex>
  )
}
