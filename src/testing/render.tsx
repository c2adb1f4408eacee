import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { Provider } from '@/components/ui/provider'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/router'

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Provider>{children}</Provider>
    </QueryClientProvider>
  )
}

/** Renders the real app router at `path` (memory history, fresh QueryClient), as a visitor sees it. */
export async function renderRoute(path: string) {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const user = userEvent.setup()
  await router.load()
  const result = render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...result, user, router, queryClient }
}

/** Renders one component inside the app's providers (no router). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient()
  const user = userEvent.setup()
  return { ...render(<Providers client={queryClient}>{ui}</Providers>), user, queryClient }
}
