import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { adminDonationsSchema, type DonationsQuery, yearEndResultSchema } from '@contract/admin-donations.ts'
import { messageResponseSchema } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'

/** The query string of GET /api/admin/donations: only the filters that are set. */
export function donationsSearch(query: DonationsQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value))
  return params.toString()
}

/** GET /api/admin/donations with the tab's filters: rows and totals, fresh 30 s (SPEC §9 admin lists). */
export const donationsQueryOptions = (query: DonationsQuery) =>
  queryOptions({
    queryKey: ['api', 'admin', 'donations', donationsSearch(query)] as const,
    queryFn: ({ signal }) => apiFetch(`/api/admin/donations?${donationsSearch(query)}`, { schema: adminDonationsSchema, signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: false,
    // A new filter keeps the last rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })

/** POST /api/admin/donations/{id}/resend-receipt. */
export function useResendReceipt() {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/admin/donations/${encodeURIComponent(id)}/resend-receipt`, { method: 'POST', schema: messageResponseSchema }),
  })
}

/** POST /api/admin/donations/year-end-statements (super_admin). */
export function useSendYearEndStatements() {
  return useMutation({
    mutationFn: (year: number) =>
      apiFetch('/api/admin/donations/year-end-statements', { method: 'POST', body: { year }, schema: yearEndResultSchema }),
  })
}
