import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { staffTwoStepSchema } from '@contract/two-step.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

const path = '/api/admin/two-step'

/** GET /api/admin/two-step (super_admin): the staff-wide rule and each staff member's authenticators. */
export const staffTwoStepQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'admin', 'two-step'] as const,
    queryFn: ({ signal }) => apiFetch(path, { schema: staffTwoStepSchema, signal }),
  })

function useStaffTwoStepMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshQueries(queryClient, staffTwoStepQueryOptions().queryKey),
  })
}

/** PUT /api/admin/two-step/required */
export const useRequireTwoStep = () =>
  useStaffTwoStepMutation((required: boolean) => apiFetch(`${path}/required`, { method: 'PUT', body: { required } }))

/** DELETE /api/admin/two-step/staff/:userId: their authenticators removed. */
export const useResetTwoStep = () =>
  useStaffTwoStepMutation((userId: string) =>
    apiFetch(`${path}/staff/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  )
