// Housekeeping on the notify drain's schedule: private.run_retention() runs each step listed in
// private.retention_steps (migration 20261210200000) and answers their counts: it scrubs sent
// mail older than OUTBOX_RETENTION_DAYS, deletes failed mail older than that, deletes rate-limit
// windows that have ended, and newsletter sign-ups left unconfirmed past their link's 7 days
// (migration 20261207120100), and site searches older than 13 months (migration 20261209100000).
// A new step's count joins RetentionResult.
import type { Sql } from './pool.ts';

export interface RetentionResult {
  scrubbedMails: number;
  deletedMails: number;
  deletedRateLimitWindows: number;
  deletedPendingSignups: number;
  deletedSearches: number;
}

export async function runRetention(sql: Sql, outboxRetentionDays: number): Promise<RetentionResult> {
  const [row] = await sql<{ result: RetentionResult }[]>`
    select private.run_retention(${outboxRetentionDays}::int) as result`;
  return row!.result;
}

/** Deletes audit-trail entries older than `auditRetentionDays`, never under 365 (migration 20261207100000); answers how many. */
export async function runAuditRetention(sql: Sql, auditRetentionDays: number): Promise<number> {
  const [row] = await sql<{ deleted: number }[]>`select private.run_audit_retention(${auditRetentionDays}::int) as deleted`;
  return row!.deleted;
}

/** Wraps `task` so that it runs on the first call and then at most once per `everyMs`. */
export function atMostEvery(everyMs: number, task: () => Promise<void>, now = Date.now): () => Promise<void> {
  let last = -Infinity;
  return async () => {
    if (now() - last < everyMs) return;
    last = now();
    await task();
  };
}
