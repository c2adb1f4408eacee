import type { ReactNode } from 'react'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { CacheProvider, type EmotionCache } from '@emotion/react'
import { routeTree } from '@/routeTree.gen'
import { Provider } from '@/components/ui/provider'
import { createAuthContext } from '@/lib/auth-context'
import { createQueryClient } from '@/lib/query-client'
import type { Locale } from '@/i18n/locale'
import { localeRewrite } from '@/i18n/locale-rewrite'
import { LocaleProvider } from '@/i18n/use-locale'

export type AppRouterOptions = {
  /** Memory history for tests; the browser's by default, the request's on the server. */
  history?: RouterHistory
  /** Server: the render's own Emotion cache, whose styles the page carries (entry-server.tsx). */
  emotionCache?: EmotionCache
  /**
   * Server: only the document around the app, which the browser then renders for its own URL:
   * the page served for every path the build has no page of (the admin area, a slug newer than the build).
   */
  shell?: boolean
  /** The language of the page being loaded or rendered: English unless its address is under /es/. */
  locale?: Locale
}

/**
 * The app's router, one per page load in the browser (main.tsx) and one per render at build time
 * (entry-server.tsx, through TanStack Router's request handler). The Query cache travels with the
 * page: TanStack's Query integration writes it into the HTML and fills the browser's cache from it.
 * The browser takes that data as it is and does not ask /api for it again at start: the page function's
 * answer is current when served (the CDN keeps it only until a change purges its tags), so the
 * content queries count their freshness from the page's arrival (lib/fresh-since-served.ts).
 */
export function createAppRouter({ history, emotionCache, shell = false, locale = 'en' }: AppRouterOptions = {}) {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, auth: createAuthContext(queryClient), locale },
    rewrite: localeRewrite(locale),
    // Preload on hover/focus, but let Query own freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // We scroll to top and move focus ourselves on each route change (components/route-change.tsx).
    scrollRestoration: false,
    ...(shell ? { defaultSsr: false } : {}),
    Wrap: ({ children }: { children: ReactNode }) => {
      const app = <LocaleProvider locale={locale}><Provider>{children}</Provider></LocaleProvider>
      return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
