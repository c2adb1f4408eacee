import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceListItem } from '@contract/services.ts'
import { apiFetch } from '@/lib/http'

export function getServices(signal?: AbortSignal): Promise<ServiceListItem[]> {
  // The schema loads with the request, so zod is not evaluated with the page's code (and stays
  // out of the code home loads at first, where the services come with the carousel).
  return apiFetch('/api/services', { schema: () => import('@contract/services.ts').then((m) => m.serviceListSchema), signal })
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
