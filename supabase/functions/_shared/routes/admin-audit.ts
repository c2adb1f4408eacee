// /api/admin/audit (super_admin): the audit trail a page at a time with its filters (its CSV
// file: routes/admin-exports.ts, with readAuditEntries). Reads run under the caller's role: the
// audit_log policy shows entries to super_admins only.
import { Hono } from 'hono';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilters, auditQuerySchema } from '../contract/audit.ts';
import { TEAM_MESSAGES } from '../contract/admin-team.ts';
import { requireAdmin } from '../auth/admin.ts';
import type { Tx } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { parseWith } from '../http/validate.ts';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

interface Row extends Omit<AuditEntry, 'occurredAt'> {
  occurredAt: Date;
}

async function assertSuperAdmin(tx: Tx) {
  const [row] = await tx<{ ok: boolean }[]>`select private.is_super_admin() as ok`;
  if (!row?.ok) throw new HttpError(403, { error: TEAM_MESSAGES.superAdminRequired });
}

function where(tx: Tx, f: AuditFilters) {
  return tx`true
    ${f.person ? tx`and a.actor_email ilike ${like(f.person)}` : tx``}
    ${f.action ? tx`and a.action = ${f.action}` : tx``}
    ${f.from ? tx`and a.occurred_at >= ${f.from}::timestamptz` : tx``}
    ${f.to ? tx`and a.occurred_at <= ${f.to}::timestamptz` : tx``}`;
}

/**
 * Entries hold ids, not names (migration 20261207100000): the named records' current names are
 * read with them, under the caller's role (a super_admin reads them all).
 */
const NAMED_TYPES = ['application', 'contact_submission', 'admin_user', 'notification_recipient', 'event_registration'];

function select(tx: Tx, f: AuditFilters, limit: number, offset = 0) {
  return tx<Row[]>`
    select a.id::text, a.occurred_at as "occurredAt", a.actor_id::text as "actorId", a.actor_email as "actorEmail",
      a.action, a.record_type as "recordType", a.record_id as "recordId", n.name as "recordName",
      (a.record_type = any(${NAMED_TYPES}) and n.name is null) as "recordGone", a.client_address as "clientAddress", a.details
    from public.audit_log a
      cross join lateral (select case when a.record_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then a.record_id::uuid end as id) u
      cross join lateral (select case a.record_type
        when 'application' then (select r.name from public.applications r where r.id = u.id)
        when 'contact_submission' then (select r.name from public.contact_submissions r where r.id = u.id)
        when 'admin_user' then (select r.username from public.admin_users r where r.user_id = u.id)
        when 'notification_recipient' then (select r.name from public.notification_recipients r where r.id = u.id)
        when 'event_registration' then (select r.attendee_name from public.event_registrations r where r.id = u.id)
      end as name) n
    where ${where(tx, f)}
    order by a.occurred_at desc, a.id desc limit ${limit} offset ${offset}`;
}

const toEntry = ({ occurredAt, ...row }: Row): AuditEntry => ({ ...row, occurredAt: occurredAt.toISOString() });

/** The newest `limit` entries the filters match, as the screen shows them (call after assertSuperAdmin). */
export const readAuditEntries = async (tx: Tx, f: AuditFilters, limit: number) => (await select(tx, f, limit)).map(toEntry);

export function adminAuditRoutes() {
  // per route, not app.use('*'): this router is mounted on /admin beside the other admin routers
  const app = new Hono<AppEnv>();

  app.get('/audit', requireAdmin, async (c) => {
    const q = parseWith(auditQuerySchema, c.req.query());
    const { rows, total } = await withCaller(c, async (tx) => {
      await assertSuperAdmin(tx);
      const [count] = await tx<{ n: number }[]>`select count(*)::int as n from public.audit_log a where ${where(tx, q)}`;
      return { rows: await select(tx, q, AUDIT_PAGE_SIZE, (q.page - 1) * AUDIT_PAGE_SIZE), total: count!.n };
    });
    return c.json({ entries: rows.map(toEntry), total, page: q.page, pageSize: AUDIT_PAGE_SIZE });
  });

  return app;
}
