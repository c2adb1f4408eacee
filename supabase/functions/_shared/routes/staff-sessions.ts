// /api/sessions (admins): the caller's signed-in sessions, ending one, ending all the others;
// /api/admin/team/{userId}/end-sessions (super_admin): ending every session of a staff member.
// Sessions are auth.sessions rows in both auth modes (migration 20261127130200); the database
// functions check the caller's role, and an ended session's next call is a 401 because every
// signed-in call checks its session (auth/local.ts verify; GoTrue's GET /user).
import { Hono } from 'hono';
import { browserName, SESSION_MESSAGES, type StaffSession } from '../contract/sessions.ts';
import { TEAM_MESSAGES } from '../contract/admin-team.ts';
import { requireAdmin } from '../auth/admin.ts';
import { sqlState } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { uuidParam } from '../http/validate.ts';

interface Row {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date | null;
  lastActiveAt: Date | null;
  current: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function sessionsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => tx<Row[]>`
      select id::text, user_agent as "userAgent", ip, created_at as "createdAt", last_active_at as "lastActiveAt", current
      from public.my_sessions()`);
    const sessions: StaffSession[] = rows.map((r) => ({
      id: r.id, browser: browserName(r.userAgent), address: r.ip, createdAt: iso(r.createdAt), lastActiveAt: iso(r.lastActiveAt), current: r.current,
    }));
    return c.json(sessions);
  });

  app.post('/end-others', async (c) => {
    const [row] = await withCaller(c, (tx) => tx<{ n: number }[]>`select public.end_my_other_sessions() as n`);
    const ended = row?.n ?? 0;
    return c.json({ ended, message: SESSION_MESSAGES.endedOthers(ended) });
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', SESSION_MESSAGES.notFound);
    const [row] = await withCaller(c, (tx) => tx<{ ended: boolean }[]>`select public.end_my_session(${id}) as ended`);
    if (!row?.ended) throw notFound(SESSION_MESSAGES.notFound);
    return c.json({ ended: 1, message: SESSION_MESSAGES.ended });
  });

  return app;
}

export function teamSessionsRoutes() {
  // per route, not app.use('*'): mounted on /admin/team beside admin-team.ts's router
  const app = new Hono<AppEnv>();

  app.post('/:userId/end-sessions', requireAdmin, async (c) => {
    const userId = uuidParam(c, 'userId', TEAM_MESSAGES.notFound);
    const [row] = await withCaller(c, (tx) => tx<{ n: number | null }[]>`select public.end_staff_sessions(${userId}) as n`)
      .catch((err) => {
        if (sqlState(err) === '42501') throw new HttpError(403, { error: TEAM_MESSAGES.superAdminRequired });
        throw err;
      });
    if (row?.n === null || row?.n === undefined) throw notFound(TEAM_MESSAGES.notFound);
    return c.json({ ended: row.n, message: SESSION_MESSAGES.endedStaff(row.n) });
  });

  return app;
}
