import { http, HttpResponse } from 'msw'
import type { HealthResponse } from '@contract/health.ts'
import type { CurrentUser } from '@/lib/auth-context'

/** msw handlers for the current user: null → 401 (signed out). */
export function userHandler(user: CurrentUser | null) {
  return http.get('/api/user', () =>
    user ? HttpResponse.json(user) : HttpResponse.json({ error: 'Authentication required' }, { status: 401 }),
  )
}

export const admin: CurrentUser = { id: 'u1', email: 'staff@example.org', username: 'staff', role: 'admin' }

/** The public layout may list services in its menus. */
export const layoutHandlers = [http.get('/api/services', () => HttpResponse.json([]))]

/**
 * /api/health with the scheduler's heartbeat these many seconds old (a drain 20 s ago, a retention
 * run 5 minutes ago: on time); `onCall` hears each request.
 */
export function healthHandler({ drain = 20, retention = 300, onCall }: { drain?: number | null; retention?: number | null; onCall?: () => void } = {}) {
  const beat = (age: number | null, lateAfter: number) => ({
    lastAt: age === null ? null : new Date(Date.now() - age * 1000).toISOString(), ageSeconds: age, late: age === null || age > lateAfter,
  })
  const scheduler = { drain: beat(drain, 180), retention: beat(retention, 1200) }
  const status = scheduler.drain.late || scheduler.retention.late ? 'degraded' : 'ok'
  return http.get('/api/health', () => {
    onCall?.()
    return HttpResponse.json({ status, database: 'up', signedProxy: true, databaseTimeouts: true, scheduler } satisfies HealthResponse)
  })
}

/** Empty lists for everything the dashboard loads (CMS tabs under /api/admin/ included), and a scheduler on time. */
export const dashboardHandlers = [
  healthHandler(),
  http.get('/api/contact', () => HttpResponse.json([])),
  http.get('/api/newsletter', () => HttpResponse.json([])),
  http.get('/api/notification-recipients', () => HttpResponse.json([])),
  http.get('/api/admin/searches', () => HttpResponse.json({ since: '2026-12-01', total: 0, withheld: 0, frequent: [], notFound: [] })),
  http.get('/api/admin/*', () => HttpResponse.json([])),
]
