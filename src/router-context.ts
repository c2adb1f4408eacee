// The router's context type, read by the root route and the content queries: a file of its own, so
// they need not import router.tsx (which imports the route tree, and so every route).
import type { QueryClient } from '@tanstack/react-query'
import type { AuthContext } from '@/lib/auth-context'
import type { Locale } from '@/i18n/locale'

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient
  auth: AuthContext
  /** The page's language, from its address (src/i18n/locale.ts); fixed for the router's life. */
  locale: Locale
}
