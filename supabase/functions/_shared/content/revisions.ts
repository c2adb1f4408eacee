// A content row's history (content_revisions, written by the database's trigger): listed for
// the admin area and read back to restore an earlier version.
import { CONFLICT_MESSAGE, type Revision } from '../contract/site-content.ts';
import type { AppContext } from '../http/context.ts';
import { withCaller } from '../db/with-caller.ts';
import { HttpError, notFound } from '../http/errors.ts';

export const REVISION_NOT_FOUND = 'That version could not be found';

/** A save or restore from a version someone else has saved over: 409 with their row as it is now, for the form to show. */
export const staleSave = (current: Record<string, unknown>) => new HttpError(409, { error: CONFLICT_MESSAGE, current });

type RevisionRow = { id: string; action: Revision['action']; changedAt: Date; changedBy: string | null; data: Record<string, unknown> };

/** The row's versions, newest first (by the number, not its text: r.id, since the output column `id` is text), with the saving admin's username; `toWire` maps column names to field names. */
export async function listRevisions(c: AppContext, table: string, rowKey: string, toWire: (row: Record<string, unknown>) => Record<string, unknown>): Promise<Revision[]> {
  const rows = await withCaller(c, (tx) => tx<RevisionRow[]>`
    select r.id::text, r.action, r.changed_at as "changedAt", r.changed_by::text as "changedBy", r.row_data as data
    from public.content_revisions r where r.table_name = ${table} and r.row_key = ${rowKey}
    order by r.id desc limit 200`);
  const userIds = [...new Set(rows.map((r) => r.changedBy).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  if (userIds.length) {
    const admins = await c.get('deps').sql<{ userId: string; username: string }[]>`
      select user_id::text as "userId", username from public.admin_users where user_id = any(${userIds}::uuid[])`;
    for (const a of admins) names.set(a.userId, a.username);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    changedAt: new Date(r.changedAt).toISOString(),
    changedBy: r.changedBy ? names.get(r.changedBy) ?? null : null,
    version: Number(r.data.version ?? 0),
    data: toWire(r.data),
  }));
}

/** One revision's saved row (the columns as stored), or 404. */
export async function revisionData(c: AppContext, table: string, rowKey: string, revisionId: string): Promise<Record<string, unknown>> {
  if (!/^\d{1,18}$/.test(revisionId)) throw notFound(REVISION_NOT_FOUND);
  const [row] = await withCaller(c, (tx) => tx<{ data: Record<string, unknown> }[]>`
    select row_data as data from public.content_revisions
    where id = ${revisionId} and table_name = ${table} and row_key = ${rowKey}`);
  if (!row) throw notFound(REVISION_NOT_FOUND);
  return row.data;
}
