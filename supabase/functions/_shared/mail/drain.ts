// Drains public.email_outbox: claims due rows with `for update skip locked` (two drains
// never take the same row), renders them, sends, and records the outcome. Failures retry
// with exponential backoff; after maxAttempts a row is marked 'failed' (given up).
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
}

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

export async function drainOnce({ sql, config, transport, batchSize = 20, onlyIds, kinds, log = console.log }: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };
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

  for (const row of rows) {
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
      await sql`update public.email_outbox set status = 'sent', sent_at = now(), last_error = null,
        subject = ${rendered.subject}, text_body = ${rendered.text.slice(0, 100000)}, html_body = ${rendered.html.slice(0, 200000)}
        where id = ${row.id}`;
      result.sent++;
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 5000);
      const giveUp = row.attempts >= config.NOTIFY_MAX_ATTEMPTS;
      await sql`update public.email_outbox set last_error = ${message},
        status = ${giveUp ? 'failed' : 'pending'},
        next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts, config.NOTIFY_BACKOFF_SECONDS)})
        where id = ${row.id}`;
      if (giveUp) result.failed++;
      else result.retried++;
      log(`mail ${row.id} (${row.kind}) attempt ${row.attempts} failed${giveUp ? ', giving up' : ''}: ${message}`);
    }
  }
  return result;
}
