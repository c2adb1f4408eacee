import { act } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import type { PageContent } from '@contract/site-content.ts'
import { pageQueryOptions } from '@/lib/site-content'
import { pageContent } from './site-content-handlers'

type HomeCollections = PageContent<'home'>['collections']

/**
 * Replaces some of the home page's collections in a rendered app's cache (as a new answer from
 * /api/pages/home would), and returns once the components have rendered them (Query tells its
 * observers on the next task).
 */
export async function setHomeCollections(queryClient: QueryClient, collections: Partial<HomeCollections>) {
  const home = pageContent('home')
  await act(async () => {
    queryClient.setQueryData(pageQueryOptions('home').queryKey, { ...home, collections: { ...home.collections, ...collections } })
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}
