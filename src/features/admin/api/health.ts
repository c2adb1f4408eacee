import { queryOptions } from '@tanstack/react-query'
import { healthResponseSchema } from '@contract/health.ts'
import { apiFetch } from '@/lib/http'

/**
 * GET /api/health: for the dashboard, the scheduler's heartbeat (when notify last sent the mail
 * outbox and ran the retention rules). Read again every minute while the dashboard is open.
 */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'health'] as const,
    queryFn: ({ signal }) => apiFetch('/api/health', { schema: healthResponseSchema, signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  })
