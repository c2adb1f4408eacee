import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateMediaRequest, mediaItemSchema, mediaListSchema, type UpdateMediaRequest, uploadResponseSchema,
} from '@contract/admin-media.ts'
import { ApiError, apiFetch } from '@/lib/http'
import { processImage } from '../lib/process-image'
import { refreshQueries } from '@/lib/refresh-queries'

const path = '/api/admin/media'
export type MediaListQuery = { q: string; filter: 'all' | 'unused' | 'people' }

/** GET /api/admin/media with its search and filter. */
export const mediaQueryOptions = (query: MediaListQuery) =>
  queryOptions({
    queryKey: ['api', 'admin', 'media', query] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ filter: query.filter, ...(query.q.trim() ? { q: query.q.trim() } : {}) })
      return apiFetch(`${path}?${params}`, { schema: mediaListSchema, signal })
    },
    staleTime: 10_000,
  })
const allMediaKey = ['api', 'admin', 'media'] as const

/** POST /api/admin/media/uploads: one processed file's bytes, with its own image type. */
async function uploadFile(blob: Blob) {
  const response = await fetch(`${path}/uploads`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': blob.type },
    body: blob,
  })
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, response.statusText, text)
  return uploadResponseSchema.parse(JSON.parse(text))
}

export type NewMedia = Omit<CreateMediaRequest, 'files' | 'originalName'> & { file: File }

/** Processes the photo in the browser, uploads each of its files, then saves the image. */
async function createMedia({ file, ...fields }: NewMedia) {
  const processed = await processImage(file, { x: fields.focalX, y: fields.focalY })
  const files = []
  for (const f of processed) files.push({ path: (await uploadFile(f.blob)).path, variant: f.variant })
  const body: CreateMediaRequest = { ...fields, originalName: file.name.slice(0, 200), files }
  return apiFetch(path, { method: 'POST', body, schema: mediaItemSchema })
}

function useMediaMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshQueries(queryClient, allMediaKey),
  })
}

export const useCreateMedia = () => useMediaMutation(createMedia)

export const useUpdateMedia = () =>
  useMediaMutation(({ id, changes }: { id: string; changes: UpdateMediaRequest }) =>
    apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: mediaItemSchema }),
  )

export const useDeleteMedia = () =>
  useMediaMutation((id: string) => apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }))
