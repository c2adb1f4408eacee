import { StrictMode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider } from '@/components/ui/provider'
import type { createAppRouter } from '@/router'
import { PrerenderedPage } from '@/lib/use-hydration-safe-query'

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter>; prerendered?: boolean }

/**
 * The whole app around a router: rendered in the browser (main.tsx) and at build time
 * (prerender.tsx); `prerendered` when it is the build's render or React hydrating it.
 */
export function App({ queryClient, router, prerendered = false }: AppProps) {
  const routes = <RouterProvider router={router} />
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Provider>
          {prerendered ? <PrerenderedPage>{routes}</PrerenderedPage> : routes}
        </Provider>
      </QueryClientProvider>
    </StrictMode>
  )
}
