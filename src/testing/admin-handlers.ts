import { http, HttpResponse } from 'msw'
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

/** Empty lists for everything the dashboard loads (CMS tabs under /api/admin/ included). */
export const dashboardHandlers = [
  http.get('/api/contact', () => HttpResponse.json([])),
  http.get('/api/newsletter', () => HttpResponse.json([])),
  http.get('/api/notification-recipients', () => HttpResponse.json([])),
  http.get('/api/admin/*', () => HttpResponse.json([])),
]
