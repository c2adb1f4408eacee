import type { z } from 'zod'

/** What a failed /api call carries: SPEC §8's message plus whatever the server explained. */
export class ApiError extends Error {
  readonly status: number
  /** The JSON body's `error` or `message`, when the server sent one. */
  readonly serverMessage: string | undefined
  readonly fieldErrors: Record<string, string[]> | undefined
  /** The JSON body as sent, for answers that say more (a series registration's 409 names its full dates). */
  readonly body: Record<string, unknown> | undefined

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`)
    this.name = 'ApiError'
    this.status = status
    const body = parseJsonObject(bodyText)
    const explained = body?.error ?? body?.message
    this.serverMessage = typeof explained === 'string' && explained ? explained : undefined
    this.fieldErrors = isFieldErrors(body?.fieldErrors) ? body.fieldErrors : undefined
    this.body = body
  }
}

/** The language of the page in the browser (its <html lang>, from its address); none on the server. */
const pageLanguage = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang)

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface FetchOptions<T> {
  method?: Method
  body?: unknown
  /** The answer's schema, or a loader for it: its import then runs while the request is under way. */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>)
  signal?: AbortSignal
  /** The browser's HTTP cache mode; 'no-cache' asks the server again for an answer a CDN may keep (public GETs). */
  cache?: RequestCache
}

/**
 * The one way the SPA calls /api (SPEC §7, §8): cookies always, a JSON body only when there is
 * one (or a FormData body as multipart/form-data: an application with its CV). A 401 throws unless `on401: 'null'`, which yields null instead. Cross-site request
 * forgery is refused by the API itself, whatever the caller sends: a state-changing call with a
 * foreign Origin or `Sec-Fetch-Site: cross-site`, or with a body that is not JSON, gets 403
 * (supabase/functions/_shared/http/guards.ts), and the session cookies are SameSite=Lax.
 */
export async function apiFetch<T = unknown>(path: string, options: FetchOptions<T> & { on401: 'null' }): Promise<T | null>
export async function apiFetch<T = unknown>(path: string, options?: FetchOptions<T> & { on401?: 'throw' }): Promise<T>
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, schema, signal, cache, on401 = 'throw' }: FetchOptions<T> & { on401?: 'throw' | 'null' } = {},
): Promise<T | null> {
  // A FormData body (a file with its fields) goes as multipart/form-data: the browser writes that
  // type with its boundary. Anything else is JSON.
  const multipart = body instanceof FormData
  const headers = headersFor('application/json', body !== undefined && !multipart)
  const checker = Promise.resolve(typeof schema === 'function' ? schema() : schema)
  checker.catch(() => {}) // a failed load is reported below, once the answer needs checking

  if (apiTarget) Object.assign(headers, apiTargetHeaders)
  const response = await fetch(apiUrl(path), { method, headers, credentials: 'include', body: body === undefined || multipart ? body : JSON.stringify(body), signal, cache })
  // read even when unused: a body left unread keeps the request open in the browser
  const text = await response.text()
  if (response.status === 401 && on401 === 'null') return null
  if (!response.ok) throw new ApiError(response.status, response.statusText, text)

  const data: unknown = text ? JSON.parse(text) : null
  const check = await checker
  if (!check) return data as T
  const parsed = check.safeParse(data)
  if (!parsed.success) throw new Error(`Unexpected response from ${path}`)
  return parsed.data
}

/** What every /api call sends: the answer's type, the page's language, and a JSON body's type. */
function headersFor(accept: string, jsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept }
  // The API answers a Spanish page's calls in Spanish (its sentences; answer-language.ts).
  if (pageLanguage() === 'es') headers['Accept-Language'] = 'es'
  if (jsonBody) headers['Content-Type'] = 'application/json'
  return headers
}

/**
 * A file /api makes (a CSV export, routes/admin-exports.ts): POSTs the JSON `body` and answers
 * the file with the name from its Content-Disposition. Failures throw ApiError, as apiFetch's.
 */
export async function apiDownload(path: string, body: unknown): Promise<{ blob: Blob; filename: string; headers: Headers }> {
  const response = await fetch(apiUrl(path), {
    method: 'POST', headers: headersFor('text/csv', true), credentials: 'include', body: JSON.stringify(body),
  })
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export.csv'
  return { blob: await response.blob(), filename, headers: response.headers }
}

let apiTarget = ''
let apiTargetHeaders: Record<string, string> = {}

/**
 * Where /api is read from outside a browser: the build's prerender (entry-server.tsx) reads the
 * content of its pages from the function the site's /api rule points at, with `headers` on each
 * request (the edge's signature the function asks for: scripts/host/edge-signature.ts). In a
 * page, /api is the page's own origin.
 */
export function readApiFrom(target: string, headers: Record<string, string> = {}) {
  apiTarget = target.replace(/\/+$/, '')
  apiTargetHeaders = headers
}

const apiUrl = (path: string) => (apiTarget && path.startsWith('/api/') ? `${apiTarget}${path.slice('/api'.length)}` : path)

/** The server's own explanation when it gave one, else the caller's wording (SPEC §8 toasts). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage
  return fallback
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
  )
}
