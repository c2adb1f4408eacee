import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contactListSchema, type ContactStatus } from '@contract/contact.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

/** GET /api/contact: admin list, fresh 30 s, no refetch on focus, no retry (SPEC §7, §9). */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'contact'] as const,
    queryFn: ({ signal }) => apiFetch('/api/contact', { schema: contactListSchema, signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: false,
  })

/** PATCH /api/contact/{id}/status; success refreshes the list. */
export function useUpdateContactStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
      apiFetch(`/api/contact/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: (_answer, { id, status }) => {
      // The open dialog and the row show the new status at once, then the list is refetched.
      const { queryKey } = contactsQueryOptions()
      queryClient.setQueryData(queryKey, (list) => list?.map((c) => (c.id === id ? { ...c, status } : c)))
      return refreshQueries(queryClient, queryKey)
    },
  })
}
