// Every admin route of /api, read from the app itself: each method and path that passes
// through requireAdmin (mounted with `use('*')` on an area, or on the route), so a new admin
// route is covered by the tests that walk them without being listed anywhere.
import type { ApiApp } from '../../functions/_shared/app.ts';
import { requireAdmin } from '../../functions/_shared/auth/admin.ts';

export interface AdminRoute {
  method: string;
  /** Under /api, with every :param filled with a well-formed id. */
  path: string;
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

export function adminRoutes(app: ApiApp): AdminRoute[] {
  const guards = app.routes.filter((r) => r.handler === requireAdmin);
  const guarded = (method: string, path: string) => guards.some((g) => {
    if (g.path.endsWith('/*')) {
      const prefix = g.path.slice(0, -2);
      return (g.method === 'ALL' || g.method === method) && (path === prefix || path.startsWith(`${prefix}/`));
    }
    return g.method === method && g.path === path;
  });
  const seen = new Set<string>();
  const routes: AdminRoute[] = [];
  for (const r of app.routes) {
    if (r.method === 'ALL' || !guarded(r.method, r.path)) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: r.method, path: r.path.replace(/^\/api/, '').replace(/:[A-Za-z]+(\{[^}]*\})?/g, SAMPLE_ID) });
  }
  return routes;
}
