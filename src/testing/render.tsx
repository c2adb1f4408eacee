import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, HeadContent, RouterProvider } from '@tanstack/react-router'
import { Provider } from '@/components/ui/provider'
import { createQueryClient } from '@/lib/query-client'
import { pageQueryOptions, siteQueryOptions } from '@/lib/site-content'
import { pageContent, siteContent } from '@/testing/site-content-handlers'
import type { PageName } from '@contract/site-content.ts'
import { createAppRouter } from '@/router'
import { localeOf, type Locale } from '@/i18n/locale'
import { LocaleProvider } from '@/i18n/use-locale'
import { Route as rootRoute } from '@/routes/__root'

// jsdom already has the document: the app renders inside it without its own <html> (React places
// the routes' head tags in the document's <head>).
Object.assign(rootRoute.options, { shellComponent: ({ children }: { children: ReactNode }) => <><HeadContent />{children}</> })

function Providers({ client, locale, children }: { client: QueryClient; locale: Locale; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <Provider>{children}</Provider>
      </LocaleProvider>
    </QueryClientProvider>
  )
}

/** Renders the real app router at `path` (memory history, fresh QueryClient), as a visitor sees it. */
export async function renderRoute(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), locale: localeOf(path) })
  const { queryClient } = router.options.context
  const user = userEvent.setup()
  // Every document the build writes brings the settings and locations (src/entry-server.tsx).
  await queryClient.fetchQuery(siteQueryOptions(localeOf(path)))
  await router.load()
  const result = render(<RouterProvider router={router} />)
  return { ...result, user, router, queryClient }
}

const PAGES: PageName[] = ['home', 'about', 'get-involved', 'resources', 'donate', 'privacy', 'terms', 'accessibility']

/**
 * Renders one component inside the app's providers (no router). The site's content is in the
 * cache already, as a route's loader leaves it, so content-reading components render at once.
 * `locale: 'es'` renders it as on a Spanish page.
 */
export function renderWithProviders(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  const queryClient = createQueryClient()
  // under English's keys and the page language's, as a Spanish page's loaders leave them (src/i18n/content-language.ts)
  for (const language of new Set<Locale>(['en', locale])) {
    queryClient.setQueryData(siteQueryOptions(language).queryKey, siteContent)
    for (const page of PAGES) queryClient.setQueryData(pageQueryOptions(page, language).queryKey, pageContent(page))
  }
  const user = userEvent.setup()
  return { ...render(<Providers client={queryClient} locale={locale}>{ui}</Providers>), user, queryClient }
}
