// Drains public.email_outbox: claims due rows with `for update skip locked` (two drains
// never take the same row), renders them, sends, and records the outcome.
//
// Retries and give-up are time-based, not attempt-based: a failed mail is retried with
// exponential backoff (NOTIFY_BACKOFF_SECONDS, doubling, capped at 1 hour) until it is
// delivered or has waited NOTIFY_GIVE_UP_HOURS since it was queued. An attempt count would
// turn a transport outage of a few minutes into lost mail (the rows claimed during the
// outage burn their attempts quickly); a clock does not. When a send fails, the rest of the
// batch is handed back unattempted: a transport that is down is probed with one mail per
// drain instead of failing (or timing out on) every claimed row.
import type { Config } from '../config.ts';
import type { Sql } from '../db/pool.ts';
import type { MailTransport } from './message.ts';
import { templates } from './templates/by-kind.ts';

export interface DrainOptions {
  sql: Sql;
  config: Config;
  transport: MailTransport;
  batchSize?: number;
  /** Restrict the drain to these outbox ids (tests and tooling); default: every due row. */
  onlyIds?: string[];
  /** Restrict the drain to these outbox kinds (NOTIFY_KINDS); default: all kinds. */
  kinds?: string[];
  log?: (line: string) => void;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  /** Claimed but handed back unattempted after a failed send in the same batch. */
  deferred: number;
}

const BATCH_SIZE = 20;

/** Seconds to wait before attempt n+1 (n >= 1): 30 s, 60 s, 2 min … capped at 1 hour. */
export function backoffSeconds(attempts: number, baseSeconds = 30): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/** A claimed row is leased for this long; a drain that dies mid-send frees it afterwards. */
const LEASE_SECONDS = 300;

interface OutboxRow {
  id: string; kind: string; recipient: string; replyTo: string | null;
  payload: Record<string, unknown>; attempts: number;
}

const emptyResult = (): DrainResult => ({ sent: 0, retried: 0, failed: 0, skipped: 0, deferred: 0 });

/** Claims one batch of due rows and sends them. */
export async function drainOnce({ sql, config, transport, batchSize = BATCH_SIZE, onlyIds, kinds, log = console.log }: DrainOptions): Promise<DrainResult> {
  const result = emptyResult();
  const rows = await sql<OutboxRow[]>`
    with due as (
      select id from public.email_outbox
      where (status = 'pending' or status = 'sending') and next_attempt_at <= now()
        ${onlyIds ? sql`and id in ${sql(onlyIds)}` : sql``}
        ${kinds?.length ? sql`and kind in ${sql(kinds)}` : sql``}
      order by next_attempt_at, id
      limit ${batchSize}
      for update skip locked
    )
    update public.email_outbox o
    set status = 'sending', attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    from due where o.id = due.id
    returning o.id, o.kind, o.recipient, o.reply_to as "replyTo", o.payload, o.attempts`;

  for (const [index, row] of rows.entries()) {
    try {
      const template = templates[row.kind];
      const rendered = template ? await template(row.payload ?? {}, { sql, config }) : null;
      if (!rendered) {
        await sql`update public.email_outbox set status = 'failed', last_error = 'nothing to send: unknown kind or the referenced row is gone'
          where id = ${row.id}`;
        result.skipped++;
        continue;
      }
      await transport.send({ from: config.MAIL_FROM, to: row.recipient, replyTo: row.replyTo ?? undefined, ...rendered });
      // a password reset loses its link in this same update (trigger email_outbox_scrub)
      await sql`update public.email_outbox set status = 'sent', sent_at = now(), last_error = null,
        subject = ${rendered.subject}, text_body = ${rendered.text.slice(0, 100000)}, html_body = ${rendered.html.slice(0, 200000)}
        where id = ${row.id}`;
      result.sent++;
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 5000);
      const [after] = await sql<{ status: string }[]>`update public.email_outbox set last_error = ${message},
        status = case when created_at <= now() - make_interval(hours => ${config.NOTIFY_GIVE_UP_HOURS}) then 'failed' else 'pending' end,
        next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts, config.NOTIFY_BACKOFF_SECONDS)})
        where id = ${row.id} returning status`;
      const giveUp = after?.status === 'failed';
      if (giveUp) result.failed++;
      else result.retried++;
      log(`mail ${row.id} (${row.kind}) attempt ${row.attempts} failed${giveUp ? `, giving up after ${config.NOTIFY_GIVE_UP_HOURS} h` : ''}: ${message}`);
      const rest = rows.slice(index + 1).map((r) => r.id);
      if (rest.length > 0) {
        await sql`update public.email_outbox set status = 'pending', attempts = attempts - 1, next_attempt_at = now()
          where id in ${sql(rest)}`;
        result.deferred = rest.length;
      }
      break;
    }
  }
  return result;
}

/**
 * Drains batch after batch while full batches keep sending, so a backlog (a burst of
 * submissions, or everything queued during an outage) goes out at the transport's speed
 * rather than one batch per poll. Stops when a batch comes back short (nothing more is due),
 * a send failed (the transport is struggling: wait for the next poll), or after `budgetMs`.
 */
export async function drainDue(options: DrainOptions & { budgetMs?: number }): Promise<DrainResult> {
  const { budgetMs = 30_000, batchSize = BATCH_SIZE } = options;
  const total = emptyResult();
  const until = Date.now() + budgetMs;
  for (;;) {
    const r = await drainOnce({ ...options, batchSize });
    for (const key of Object.keys(total) as (keyof DrainResult)[]) total[key] += r[key];
    const claimed = r.sent + r.retried + r.failed + r.skipped + r.deferred;
    if (claimed < batchSize || r.retried + r.failed > 0 || Date.now() >= until) return total;
  }
}
