import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  applicationDetailSchema, applicationPageSchema, cvLinkSchema, type ApplicantEmail, type ApplicationFilters, type ApplicationUpdate,
} from '@contract/applications.ts'
import { messageResponseSchema } from '@contract/common.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

const base = '/api/admin/applications'
type Filters = Partial<Omit<ApplicationFilters, 'page'>>

const search = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/admin/applications: one page; the previous page stays shown while the next loads. */
export const applicationsQueryOptions = (query: Filters & { page: number }) =>
  queryOptions({
    queryKey: ['api', 'admin', 'applications', 'list', query] as const,
    queryFn: ({ signal }) => apiFetch(`${base}${search(query)}`, { schema: applicationPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['api', 'admin', 'applications', 'one', id] as const,
    queryFn: ({ signal }) => apiFetch(`${base}/${encodeURIComponent(id)}`, { schema: applicationDetailSchema, signal }),
    retry: false,
  })

const jobTitlesSchema = z.array(z.object({ id: z.string(), title: z.string() }))

/** The openings staff filter by (GET /api/admin/content/jobs, every job, closed ones too). */
export const jobTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['api', 'admin', 'content', 'jobs', 'titles'] as const,
    queryFn: ({ signal }) => apiFetch('/api/admin/content/jobs', { schema: jobTitlesSchema, signal }),
    staleTime: 60_000,
  })

/** POST …/cv-link: a link to the CV valid for a few minutes (recorded in the audit trail). */
export const fetchCvLink = (id: string) => apiFetch(`${base}/${encodeURIComponent(id)}/cv-link`, { method: 'POST', schema: cvLinkSchema })

/** PATCH status and notes; the detail shows the answer and the lists are refetched. */
export function useUpdateApplication(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: ApplicationUpdate) =>
      apiFetch(`${base}/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, schema: applicationDetailSchema }),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, detail)
      return refreshQueries(queryClient, ['api', 'admin', 'applications', 'list'])
    },
  })
}

export function useEmailApplicant(id: string) {
  return useMutation({
    mutationFn: (mail: ApplicantEmail) =>
      apiFetch(`${base}/${encodeURIComponent(id)}/email`, { method: 'POST', body: mail, schema: messageResponseSchema }),
  })
}
