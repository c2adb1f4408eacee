// Entry point of the `notify` edge function: drains email_outbox, then runs the retention
// (db/retention.ts) at most every RETENTION_EVERY_MS, queues the CDN cache tags of content whose
// time came (a scheduled post or event, a job's closing date, a release's expiry) and sends every
// queued tag to the site's purge endpoint, retrying what a failed call left (site/cdn-purge.ts).
// Each finished drain and each retention run whose rules ran is recorded as the scheduler's
// heartbeat (db/heartbeat.ts), which /api/health and the deploy's smoke step read.
// NOTIFY_POLL_MS set → loop forever (local stack); else serve POST → drain what is due (the
// pg_cron job, which proves itself with NOTIFY_SECRET: mail/notify-caller.ts).
// A bad configuration (config.ts misconfiguration(), an unparsable variable, or no NOTIFY_SECRET
// to check callers with) is logged once and every request answers 503, as `api` does. The
// function never calls Deno.exit: Supabase's edge-runtime makes it a no-op in user workers
// (supabase/edge-runtime ext/runtime/js/bootstrap.js, `"exit": "mock"`), so code after it runs.
import { misconfiguration, parseConfig, type Config } from '../_shared/config.ts';
import { createPool } from '../_shared/db/pool.ts';
import { recordHeartbeat, RETENTION_EVERY_MS, type HeartbeatKind } from '../_shared/db/heartbeat.ts';
import { atMostEvery, runAuditRetention, runRetention } from '../_shared/db/retention.ts';
import { drainDue } from '../_shared/mail/drain.ts';
import { runEventSchedule } from '../_shared/mail/event-schedule.ts';
import { misconfiguredHandler, notifyHandler, notifySecretProblem } from '../_shared/mail/notify-caller.ts';
import { createTransport } from '../_shared/mail/transports/create.ts';
import { purgeTarget, queueContentComeDue, sendQueuedPurges } from '../_shared/site/cdn-purge.ts';
import { sweepOrphanMedia } from '../_shared/media/sweep.ts';
import { deleteExpiredHeld } from '../_shared/held/held-submissions.ts';
import { runApplicationRetention } from '../_shared/applications/retention.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  mkdir(path: string, options: { recursive: true }): Promise<void>;
  writeTextFile(path: string, text: string): Promise<void>;
  serve: (options: { port?: number; hostname?: string }, handler: (req: Request) => Response | Promise<Response>) => unknown;
};

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One drain: the events' schedule, the outbox, then the retention and the CDN purge. */
function drainer(config: Config) {
  const sql = createPool(config.API_DB_URL, 2);
  const transport = createTransport(config, { mkdir: Deno.mkdir, writeTextFile: Deno.writeTextFile });
  const kinds = config.NOTIFY_KINDS?.split(',').map((k) => k.trim()).filter(Boolean);
  // a heartbeat that cannot be written is logged; the drain's own work stands
  const heartbeat = async (kind: HeartbeatKind) => {
    try {
      await recordHeartbeat(sql, kind);
    } catch (err) {
      console.error(`notify: could not record the ${kind} heartbeat: ${reason(err)}`);
    }
  };
  const retention = atMostEvery(RETENTION_EVERY_MS, async () => {
    try {
      const r = await runRetention(sql, config.OUTBOX_RETENTION_DAYS);
      if (r.scrubbedMails + r.deletedMails + r.deletedRateLimitWindows + r.deletedPendingSignups + r.deletedSearches > 0) console.log(`notify: retention ${JSON.stringify(r)}`);
      const audit = await runAuditRetention(sql, config.AUDIT_RETENTION_DAYS);
      if (audit > 0) console.log(`notify: audit retention deleted ${audit} entries`);
      await heartbeat('retention'); // the retention rules ran; a failure below is logged on its own
    } catch (err) {
      console.error(`notify: retention failed: ${reason(err)}`);
    }
    try {
      const apps = await runApplicationRetention(sql, config, !!(config.STORAGE_URL || config.SUPABASE_URL));
      if (apps.deletedApplications + apps.clearedApplicants + apps.deletedCvs > 0) console.log(`notify: application retention ${JSON.stringify(apps)}`);
    } catch (err) {
      console.error(`notify: application retention failed: ${reason(err)}`);
    }
    try {
      const held = await deleteExpiredHeld(sql, config, !!(config.STORAGE_URL || config.SUPABASE_URL));
      if (held > 0) console.log(`notify: deleted ${held} held form(s) not confirmed in 24 hours`);
    } catch (err) {
      console.error(`notify: held forms' retention failed: ${reason(err)}`);
    }
    if (!config.STORAGE_URL && !config.SUPABASE_URL) return; // no media library configured
    try {
      const swept = await sweepOrphanMedia(sql, config);
      if (swept > 0) console.log(`notify: removed ${swept} media file(s) no image holds`);
    } catch (err) {
      console.error(`notify: media sweep failed: ${reason(err)}`);
    }
  });
  const logError = (message: string, detail?: Record<string, unknown>) => console.error(`notify: ${message} ${JSON.stringify(detail ?? {})}`);
  // What came due is queued; then every queued tag is sent (a write's own send may have failed,
  // or been cut short). Without CDN_PURGE_SECRET there is no CDN to purge: the queue is emptied.
  const target = purgeTarget(config);
  const purge = async () => {
    try {
      await queueContentComeDue(sql);
      if (!target) {
        await sql`delete from private.cdn_purge_queue`;
        return;
      }
      const r = await sendQueuedPurges(sql, target, logError);
      if (r.sent > 0) console.log(`notify: purged ${r.sent} cache tag(s)`);
    } catch (err) {
      logError('cdn purge check failed', { error: reason(err) });
    }
  };
  // every call drains until nothing is due (or a send fails), so a backlog never waits a poll per batch
  return async () => {
    // waitlist expiries and due reminders join the outbox first, so this drain already sends them
    const schedule = await runEventSchedule({ sql, config });
    if (schedule.offers + schedule.reminders > 0) console.log(`notify: events ${JSON.stringify(schedule)}`);
    try {
      const result = await drainDue({ sql, config, transport, kinds });
      await heartbeat('drain');
      return result;
    } finally {
      await retention();
      await purge();
    }
  };
}

async function poll(drain: ReturnType<typeof drainer>, config: Config) {
  const pause = Math.max(100, Number(config.NOTIFY_POLL_MS) || 1000);
  console.log(`notify: draining email_outbox every ${pause} ms (${config.MAIL_TRANSPORT} transport)`);
  for (;;) {
    try {
      const r = await drain();
      if (r.sent + r.retried + r.failed + r.skipped + r.deferred > 0) console.log(`notify: ${JSON.stringify(r)}`);
    } catch (err) {
      console.error(`notify: drain failed: ${reason(err)}`);
    }
    await new Promise((r) => setTimeout(r, pause));
  }
}

const env = Deno.env.toObject();
let problem = misconfiguration(env);
let config: Config | null = null;
if (!problem) {
  try {
    config = parseConfig(env);
  } catch (err) {
    problem = `Server misconfigured: ${reason(err)}`;
  }
}
if (config && !config.NOTIFY_POLL_MS) problem = notifySecretProblem(env.NOTIFY_SECRET);
const listen = env.PORT ? { port: Number(env.PORT) } : {};

if (problem || !config) {
  console.error(problem);
  Deno.serve(listen, misconfiguredHandler);
} else if (config.NOTIFY_POLL_MS) {
  void poll(drainer(config), config);
} else {
  Deno.serve(listen, notifyHandler(env.NOTIFY_SECRET!.trim(), drainer(config)));
}
