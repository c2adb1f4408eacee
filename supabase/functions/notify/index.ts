// Entry point of the `notify` edge function: drains email_outbox, then runs the retention
// (db/retention.ts) at most every RETENTION_EVERY_MS and calls the site's build hook when a
// content change is still pending (site/build-hook.ts).
// NOTIFY_POLL_MS set → loop forever (local stack); else serve POST → drain what is due (cron).
// An environment unsafe for a public SITE_URL (config.ts misconfiguration()) exits at once with the line.
import { misconfiguration, parseConfig } from '../_shared/config.ts';
import { createPool } from '../_shared/db/pool.ts';
import { atMostEvery, runRetention } from '../_shared/db/retention.ts';
import { drainDue } from '../_shared/mail/drain.ts';
import { runEventSchedule } from '../_shared/mail/event-schedule.ts';
import { createTransport } from '../_shared/mail/transports/create.ts';
import { callBuildHookIfDue } from '../_shared/site/build-hook.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  mkdir(path: string, options: { recursive: true }): Promise<void>;
  writeTextFile(path: string, text: string): Promise<void>;
  serve: (options: { port?: number; hostname?: string }, handler: (req: Request) => Response | Promise<Response>) => unknown;
  exit(code: number): never;
};

const problem = misconfiguration(Deno.env.toObject());
if (problem) {
  console.error(problem);
  Deno.exit(1);
}
const config = parseConfig(Deno.env.toObject());
const sql = createPool(config.SUPABASE_DB_URL, 2);
const transport = createTransport(config, { mkdir: Deno.mkdir, writeTextFile: Deno.writeTextFile });
const kinds = config.NOTIFY_KINDS?.split(',').map((k) => k.trim()).filter(Boolean);
const RETENTION_EVERY_MS = 10 * 60_000;
const retention = atMostEvery(RETENTION_EVERY_MS, async () => {
  try {
    const r = await runRetention(sql, config.OUTBOX_RETENTION_DAYS);
    if (r.scrubbedMails + r.deletedMails + r.deletedRateLimitWindows > 0) console.log(`notify: retention ${JSON.stringify(r)}`);
  } catch (err) {
    console.error(`notify: retention failed: ${err instanceof Error ? err.message : String(err)}`);
  }
});
const logError = (message: string, detail?: Record<string, unknown>) => console.error(`notify: ${message} ${JSON.stringify(detail ?? {})}`);
// A content change made within a minute of the last build hook call is called in here.
const pendingBuild = async () => {
  if (!config.BUILD_HOOK_URL) return;
  try {
    await callBuildHookIfDue(sql, config.BUILD_HOOK_URL, logError);
  } catch (err) {
    logError('build hook check failed', { error: err instanceof Error ? err.message : String(err) });
  }
};
// every call drains until nothing is due (or a send fails), so a backlog never waits a poll per batch
const drain = async () => {
  // waitlist expiries and due reminders join the outbox first, so this drain already sends them
  const schedule = await runEventSchedule({ sql, config });
  if (schedule.offers + schedule.reminders > 0) console.log(`notify: events ${JSON.stringify(schedule)}`);
  try {
    return await drainDue({ sql, config, transport, kinds });
  } finally {
    await retention();
    await pendingBuild();
  }
};

if (config.NOTIFY_POLL_MS) {
  const pause = Math.max(100, Number(config.NOTIFY_POLL_MS) || 1000);
  console.log(`notify: draining email_outbox every ${pause} ms (${config.MAIL_TRANSPORT} transport)`);
  for (;;) {
    try {
      const r = await drain();
      if (r.sent + r.retried + r.failed + r.skipped + r.deferred > 0) console.log(`notify: ${JSON.stringify(r)}`);
    } catch (err) {
      console.error(`notify: drain failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    await new Promise((r) => setTimeout(r, pause));
  }
} else {
  const handler = async (req: Request) => {
    if (req.method !== 'POST') return Response.json({ error: 'Use POST to drain the outbox' }, { status: 405 });
    try {
      return Response.json(await drain());
    } catch (err) {
      console.error(`notify: drain failed: ${err instanceof Error ? err.message : String(err)}`);
      return Response.json({ error: 'Drain failed' }, { status: 503 });
    }
  };
  Deno.serve(config.PORT ? { port: Number(config.PORT) } : {}, handler);
}
