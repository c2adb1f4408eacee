import { queryOptions, useQuery } from '@tanstack/react-query'
import { serviceListSchema, type ServiceListItem } from '@contract/services.ts'
import { apiFetch } from '@/lib/http'

export function getServices(signal?: AbortSignal): Promise<ServiceListItem[]> {
  return apiFetch('/api/services', { schema: serviceListSchema, signal })
}

/** GET /api/services, cached 5 minutes (SPEC §7, §9). */
export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'services'] as const,
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 5 * 60_000,
  })

export function useServices() {
  return useQuery(servicesQueryOptions())
}
