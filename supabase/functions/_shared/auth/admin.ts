// Admin requirement for a route: 401 without a session, 403 for a signed-in non-admin, and
// 403 while the second sign-in step is pending (second-step.ts).
// Row-level security decides again inside the request's transaction.
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, type AdminRole } from '../contract/auth.ts';
import type { Sql } from '../db/pool.ts';
import type { AppEnv } from '../http/context.ts';
import { requireSecondStepDone } from './second-step.ts';
import { requireCaller } from './session.ts';
import { HttpError } from '../http/errors.ts';

export interface AdminRow {
  username: string;
  role: AdminRole;
}

/** The caller's admin_users row (identity lookup over the privileged pool). */
export async function findAdmin(sql: Sql, userId: string): Promise<AdminRow | null> {
  const [row] = await sql<AdminRow[]>`select username, role from public.admin_users where user_id = ${userId}`;
  return row ?? null;
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = requireCaller(c);
  const admin = await findAdmin(c.get('deps').sql, caller.userId);
  if (!admin) throw new HttpError(403, { error: AUTH_MESSAGES.notAdmin });
  await requireSecondStepDone(c.get('deps').sql, caller);
  await next();
  c.header('Cache-Control', 'no-store');
};
