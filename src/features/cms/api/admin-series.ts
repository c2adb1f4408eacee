import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { EventInput } from '@contract/admin-content.ts'
import { seriesCreatedSchema, seriesPreviewSchema, type Recurrence } from '@contract/series.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'
import { adminEvents } from './admin-events'
import type { SeriesRequest } from '../lib/series-form'

/**
 * POST /api/admin/series/preview: the dates a rule makes, nothing created. The answer depends on
 * the rule alone, so each rule is asked once (the query client keeps answers); none while the
 * rule is incomplete (null).
 */
export const seriesPreviewQueryOptions = (recurrence: Recurrence | null) =>
  queryOptions({
    queryKey: ['api', 'admin', 'series', 'preview', recurrence] as const,
    queryFn: recurrence
      ? ({ signal }) => apiFetch('/api/admin/series/preview', { method: 'POST', body: { recurrence }, schema: seriesPreviewSchema, signal })
      : skipToken,
  })

/** A change to the events refreshes the admin list and the public event pages' reads. */
function useEventsMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshQueries(queryClient, adminEvents.listQueryOptions().queryKey, ['api', 'events'], ['api', 'series']),
  })
}

/** POST /api/admin/series: the series and every date its rule makes (201 {seriesId, slug, eventIds}). */
export const useCreateSeries = () =>
  useEventsMutation((body: SeriesRequest) => apiFetch('/api/admin/series', { method: 'POST', body, schema: seriesCreatedSchema }))

/** The answer of POST /api/admin/events/:id/following (contract/series.ts: 200 {updated: n}). */
const followingSavedSchema = z.object({ updated: z.number().int() })

/**
 * POST /api/admin/events/:id/following: "this and following", the date's content and time of day
 * to it and every later date of its series not yet past, from the version the editor loaded (409
 * when someone saved since, as a single save).
 */
export const useSaveFollowing = () =>
  useEventsMutation(({ id, version, event }: { id: string; version: number; event: EventInput }) =>
    apiFetch(`${adminEvents.itemPath(id)}/following`, { method: 'POST', body: { version, event }, schema: followingSavedSchema }),
  )
