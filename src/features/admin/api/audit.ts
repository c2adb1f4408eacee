import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { auditPageSchema, type AuditFilters } from '@contract/audit.ts'
import { apiFetch } from '@/lib/http'

const search = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/admin/audit (super_admin): one page of the trail; the previous page stays shown while the next loads. */
export const auditQueryOptions = (query: AuditFilters & { page: number }) =>
  queryOptions({
    queryKey: ['api', 'admin', 'audit', query] as const,
    queryFn: ({ signal }) => apiFetch(`/api/admin/audit${search(query)}`, { schema: auditPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
