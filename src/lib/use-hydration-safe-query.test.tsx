import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { PrerenderedPage, useHydrationSafeQuery } from './use-hydration-safe-query'

const never = () => new Promise<string[]>(() => {})

const view = (query: UseQueryResult<string[]>) => (query.isPending ? <p>Loading items...</p> : <p>{query.data?.join(', ')}</p>)
const SafeList = () => view(useHydrationSafeQuery(useQuery({ queryKey: ['items'], queryFn: never })))
const PlainList = () => view(useQuery({ queryKey: ['items'], queryFn: never }))

const app = (client: QueryClient, safe: boolean, prerendered = true) => {
  const list = safe ? <SafeList /> : <PlainList />
  return <QueryClientProvider client={client}>{prerendered ? <PrerenderedPage>{list}</PrerenderedPage> : list}</QueryClientProvider>
}

/** Renders as the build does (nothing cached), then hydrates in a browser whose data arrived first. */
async function hydrateWithDataAlreadyCached(safe: boolean) {
  const container = document.createElement('div')
  document.body.append(container)
  const html = renderToString(app(new QueryClient(), safe))
  container.innerHTML = html
  const prerendered = container.querySelector('p')
  const client = new QueryClient()
  client.setQueryData(['items'], ['a', 'b'])
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, app(client, safe), { onRecoverableError: (error) => errors.push(error) })
  })
  return { container, errors, html, prerendered }
}

describe('useHydrationSafeQuery', () => {
  afterEach(() => document.body.replaceChildren())

  it('hydrates the loading state the build rendered, then shows the cached data', async () => {
    const { container, errors, html, prerendered } = await hydrateWithDataAlreadyCached(true)
    expect(html).toContain('Loading items...')
    expect(errors).toEqual([])
    expect(container.querySelector('p')).toBe(prerendered)
    expect(container).toHaveTextContent('a, b')
  })

  it('is needed: a plain query hydrates with a mismatch when the data came first', async () => {
    const { container, errors } = await hydrateWithDataAlreadyCached(false)
    expect(errors).not.toEqual([])
    expect(container).toHaveTextContent('a, b')
  })

  it('shows cached data at once in a render that is not a hydration', async () => {
    const client = new QueryClient()
    client.setQueryData(['items'], ['c'])
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => createRoot(container).render(app(client, true, false)))
    expect(container).toHaveTextContent('c')
    expect(container).not.toHaveTextContent('Loading')
  })
})
