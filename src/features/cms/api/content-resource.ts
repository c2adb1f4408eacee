import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { contentActionResponseSchema } from '@contract/admin-content.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

/**
 * The admin content endpoints share one shape (contract/content-types.ts: list, POST create, PUT
 * /:id edit at the version it was edited from, PATCH /:id/published, DELETE /:id, and History under
 * /:id/revisions): this builds the query options and mutations for one of them.
 * Saving or publishing refreshes the admin list and the public list of the same area.
 */
export function contentResource<Item extends { id: string; version: number }, Input>(
  area: 'blog' | 'events' | 'services',
  listSchema: z.ZodType<Item[]>,
) {
  const path = `/api/admin/${area}`
  /** one item's address: its edits, its History (`…/revisions`) and restores */
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`
  const listQueryOptions = () =>
    queryOptions({
      queryKey: ['api', 'admin', area] as const,
      queryFn: ({ signal }) => apiFetch(path, { schema: listSchema, signal }),
      staleTime: 30_000,
    })

  function useContentMutation<V, R = unknown>(call: (vars: V) => Promise<R>) {
    const queryClient = useQueryClient()
    return useMutation({
      mutationFn: call,
      onSuccess: () => refreshQueries(queryClient, listQueryOptions().queryKey, ['api', area]),
    })
  }

  /** Creates when no item is given, else saves the item at the version it was loaded at (409 when someone saved since). */
  const useSave = () =>
    useContentMutation(({ item, input }: { item: Item | null; input: Input }) =>
      item
        ? apiFetch(itemPath(item.id), { method: 'PUT', body: { ...input, version: item.version } })
        : apiFetch(path, { method: 'POST', body: input }),
    )

  const useSetPublished = () =>
    useContentMutation(({ id, published }: { id: string; published: boolean }) =>
      apiFetch(`${itemPath(id)}/published`, { method: 'PATCH', body: { published } }),
    )

  /** DELETE /:id; answers {message} in the staff's words (an event families registered for: 409). */
  const useDelete = () =>
    useContentMutation((id: string) =>
      apiFetch(itemPath(id), { method: 'DELETE', schema: contentActionResponseSchema }),
    )

  /** POST /:id/<action> (an event's cancel), refreshing the lists like every other change. */
  const useItemAction = (action: string) =>
    useContentMutation((id: string) =>
      apiFetch(`${itemPath(id)}/${action}`, { method: 'POST', schema: contentActionResponseSchema }),
    )

  return { listQueryOptions, itemPath, useSave, useSetPublished, useDelete, useItemAction }
}
