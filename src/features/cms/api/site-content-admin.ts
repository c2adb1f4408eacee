import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { CollectionName } from '@contract/collections.ts'
import type { PageName, Revision } from '@contract/site-content.ts'
import { apiFetch } from '@/lib/http'
import { siteQueryOptions } from '@/lib/site-content'
import { readsSettled, refreshQueries } from '@/lib/refresh-queries'

/**
 * /api/admin/content/…: the site's content as staff edit it (issue 32). A collection's rows
 * (list, create, update at a version, delete, reorder) and one document (a page's or the site
 * settings) share the revisions and restore calls. Every change refreshes the admin list and
 * the public content the page shows, so the site reads the new values at once.
 */
const base = '/api/admin/content'

/** A saved collection row as the admin list returns it. */
export type CollectionRow = Record<string, unknown> & { id: string; position: number; version: number; published: boolean; updatedAt: string }

/** A document (page or settings) as the admin API returns it. */
export interface DocumentRow {
  body: Record<string, unknown>
  version: number
  updatedAt: string
}

/** Where a document lives: a page's path segment or the settings. */
export type DocumentName = { kind: 'page'; page: PageName } | { kind: 'settings' }

export const documentPath = (d: DocumentName) => (d.kind === 'page' ? `${base}/pages/${d.page}` : `${base}/settings`)
const collectionPath = (c: CollectionName) => `${base}/${c}`

export const collectionQueryOptions = (c: CollectionName) =>
  queryOptions({
    queryKey: ['api', 'admin', 'content', c] as const,
    queryFn: ({ signal }) => apiFetch<CollectionRow[]>(collectionPath(c), { signal }),
    staleTime: 30_000,
  })

export const documentQueryOptions = (d: DocumentName) =>
  queryOptions({
    queryKey: ['api', 'admin', 'content', d.kind === 'page' ? d.page : 'settings'] as const,
    queryFn: ({ signal }) => apiFetch<DocumentRow>(documentPath(d), { signal }),
    staleTime: 0,
  })

/** A row's or a document's revisions, newest first; `path` is the item's own admin path. */
export const revisionsQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['api', 'admin', 'content', 'revisions', path] as const,
    queryFn: ({ signal }) => apiFetch<Revision[]>(`${path}/revisions`, { signal }),
    staleTime: 0,
  })

export const itemPath = (c: CollectionName, id: string) => `${collectionPath(c)}/${encodeURIComponent(id)}`

/**
 * Reads the public content again past the browser's HTTP cache: /api/site and /api/pages/… are
 * public GETs a CDN may keep for a minute, and the browser kept the answers it got before sign-in.
 * A read already under way was sent before the change: it is let finish, then read again (as in
 * refreshQueries).
 */
async function rereadPublic(queryClient: QueryClient, key: readonly unknown[], path: string) {
  await readsSettled(queryClient, key)
  return queryClient
    .fetchQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch(path, { signal, cache: 'no-cache' }), staleTime: 0 })
    .catch(() => queryClient.invalidateQueries({ queryKey: key }))
}

/** The admin list or document and the public content it feeds (the settings and every page read so far). */
function refresh(queryClient: QueryClient, adminKey: readonly unknown[]) {
  const pages = queryClient.getQueryCache().findAll({ queryKey: ['pages'] }).map((q) => q.queryKey)
  return Promise.all([
    refreshQueries(queryClient, adminKey, ['api', 'admin', 'content', 'revisions']),
    rereadPublic(queryClient, siteQueryOptions().queryKey, '/api/site'),
    ...pages.map((key) => rereadPublic(queryClient, key, `/api/pages/${String(key[1])}`)),
  ])
}

/**
 * After a change: the content refreshed, then the router's loaders marked stale, so the routes'
 * loader data (the root's organisation JSON-LD, a page's FAQPage) is read again from it.
 */
function useRefresh(adminKey: readonly unknown[]) {
  const queryClient = useQueryClient()
  // null where no router is mounted (a component test of the editor alone)
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null
  return async () => {
    await refresh(queryClient, adminKey)
    await router?.invalidate()
  }
}

function useContentMutation<V, R>(adminKey: readonly unknown[], call: (vars: V) => Promise<R>) {
  const onSettled = useRefresh(adminKey)
  return useMutation({ mutationFn: call, onSettled })
}

/** Creates a row (no id) or saves one at the version it was edited from (409 when stale). */
export const useSaveItem = (c: CollectionName) =>
  useContentMutation(collectionQueryOptions(c).queryKey, ({ id, version, input }: { id?: string; version?: number; input: unknown }) =>
    id
      ? apiFetch<CollectionRow>(itemPath(c, id), { method: 'PUT', body: { ...(input as object), version } })
      : apiFetch<CollectionRow>(collectionPath(c), { method: 'POST', body: input }),
  )

export const useDeleteItem = (c: CollectionName) =>
  useContentMutation(collectionQueryOptions(c).queryKey, (id: string) => apiFetch(itemPath(c, id), { method: 'DELETE' }))

/** Flips one row's Published at its version: the row's other fields are sent as they are. */
export const useSetItemPublished = (c: CollectionName) =>
  useContentMutation(collectionQueryOptions(c).queryKey, ({ row, published, fields }: { row: CollectionRow; published: boolean; fields: string[] }) =>
    apiFetch<CollectionRow>(itemPath(c, row.id), {
      method: 'PUT',
      body: { ...Object.fromEntries(fields.map((f) => [f, row[f]])), published, version: row.version },
    }),
  )

/** The rows in the given order; the list shows the new order before the server answers. */
export function useReorder(c: CollectionName) {
  const queryClient = useQueryClient()
  const key = collectionQueryOptions(c).queryKey
  const onSettled = useRefresh(key)
  return useMutation({
    mutationFn: (rows: CollectionRow[]) =>
      apiFetch<CollectionRow[]>(`${collectionPath(c)}/reorder`, { method: 'POST', body: { ids: rows.map((r) => r.id) } }),
    onMutate: async (rows) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData(key)
      queryClient.setQueryData(key, rows)
      return { before }
    },
    onError: (_error, _rows, context) => queryClient.setQueryData(key, context?.before),
    onSettled,
  })
}

export const useSaveDocument = (d: DocumentName) =>
  useContentMutation(documentQueryOptions(d).queryKey, ({ body, version }: { body: unknown; version: number }) =>
    apiFetch<DocumentRow>(documentPath(d), { method: 'PUT', body: { body, version } }),
  )

/** Restores an earlier revision onto the item at `path`, which the admin sees at `version`. */
export const useRestore = (adminKey: readonly unknown[]) =>
  useContentMutation(adminKey, ({ path, revisionId, version }: { path: string; revisionId: number; version: number }) =>
    apiFetch(`${path}/revisions/${revisionId}/restore`, { method: 'POST', body: { version } }),
  )
