import { StrictMode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider } from '@/components/ui/provider'
import type { createAppRouter } from '@/router'

/** The whole app around a router: rendered in the browser (main.tsx) and at build time (prerender.tsx). */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Provider>
          <RouterProvider router={router} />
        </Provider>
      </QueryClientProvider>
    </StrictMode>
  )
}
