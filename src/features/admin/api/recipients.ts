import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { recipientListSchema, type CreateRecipientValues, type RecipientTopic } from '@contract/recipients.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

const path = '/api/notification-recipients'

/** GET /api/notification-recipients: fresh 30 s (SPEC §7, §9). */
export const recipientsQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'notification-recipients'] as const,
    queryFn: ({ signal }) => apiFetch(path, { schema: recipientListSchema, signal }),
    staleTime: 30_000,
  })

function useRecipientMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshQueries(queryClient, recipientsQueryOptions().queryKey),
  })
}

/** POST: new recipients are created active. */
export const useAddRecipient = () =>
  useRecipientMutation((values: Omit<CreateRecipientValues, 'active'>) =>
    apiFetch(path, { method: 'POST', body: { ...values, active: true } }),
  )

/** PATCH {active}: the Active/Inactive switch. */
export const useToggleRecipient = () =>
  useRecipientMutation(({ id, active }: { id: string; active: boolean }) =>
    apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } }),
  )

/** PATCH {topics}: what the recipient is told of. */
export const useRecipientTopics = () =>
  useRecipientMutation(({ id, topics }: { id: string; topics: RecipientTopic[] }) =>
    apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { topics } }),
  )

export const useDeleteRecipient = () =>
  useRecipientMutation((id: string) => apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }))
