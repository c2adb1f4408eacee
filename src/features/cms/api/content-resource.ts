import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { contentActionResponseSchema } from '@contract/admin-content.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

/**
 * The admin content endpoints share one shape (list, POST create, PUT /:id edit,
 * PATCH /:id/published, DELETE /:id): this builds the query options and mutations for one of them.
 * Saving or publishing refreshes the admin list and the public list of the same area.
 */
export function contentResource<Item extends { id: string }, Input>(
  area: 'blog' | 'events' | 'services',
  listSchema: z.ZodType<Item[]>,
) {
  const path = `/api/admin/${area}`
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

  /** Creates when no id is given, else replaces the item. */
  const useSave = () =>
    useContentMutation(({ id, input }: { id?: string; input: Input }) =>
      id
        ? apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : apiFetch(path, { method: 'POST', body: input }),
    )

  const useSetPublished = () =>
    useContentMutation(({ id, published }: { id: string; published: boolean }) =>
      apiFetch(`${path}/${encodeURIComponent(id)}/published`, { method: 'PATCH', body: { published } }),
    )

  /** DELETE /:id; answers {message} in the staff's words (an event families registered for: 409). */
  const useDelete = () =>
    useContentMutation((id: string) =>
      apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: contentActionResponseSchema }),
    )

  /** POST /:id/<action> (an event's cancel), refreshing the lists like every other change. */
  const useItemAction = (action: string) =>
    useContentMutation((id: string) =>
      apiFetch(`${path}/${encodeURIComponent(id)}/${action}`, { method: 'POST', schema: contentActionResponseSchema }),
    )

  return { listQueryOptions, useSave, useSetPublished, useDelete, useItemAction }
}
