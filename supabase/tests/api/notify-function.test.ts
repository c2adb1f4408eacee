// The real Deno `notify` function in local-stack mode (NOTIFY_POLL_MS): it drains a queued
// mail into the file transport's folder as an .eml and records it as sent. And in cron mode
// (a POST per minute on Supabase): one call sends a backlog of several batches, and runs the
// retention (old sent mail scrubbed, old failed mail and ended rate-limit windows deleted),
// recording both in the scheduler's heartbeat.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { spawnFunction } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { uniqueEmail } from './accounts.ts';
import { NOTIFY_SECRET_HEADER } from '../../functions/_shared/mail/notify-caller.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const sql = superuser();
afterAll(() => sql.end());

/** The pg_cron job's call: a POST with notify's own secret (mail/notify-caller.ts). */
const NOTIFY_SECRET = 'notify-secret-for-the-cron-tests-0123456789';
const cronCall = (port: number) => fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { [NOTIFY_SECRET_HEADER]: NOTIFY_SECRET } });

describe('notify function (Deno)', () => {
  it('drains the outbox into .eml files while running', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'notify-test-'));
    const to = uniqueEmail('notify');
    const [row] = await sql`insert into public.email_outbox (kind, recipient, payload)
      values ('generic', ${to}, ${sql.json({ subject: 'Hello from the drain', text: 'First paragraph.\n\nSecond one.' })}) returning id`;
    const output: string[] = [];
    const fn = spawnFunction('notify', {
      API_DB_URL: runtimeDbUrl(inject('dbUrl')), MAIL_TRANSPORT: 'file', MAIL_DIR: mailDir, MAIL_FROM: 'Site <no-reply@example.org>',
      NOTIFY_POLL_MS: '200', SITE_URL: 'http://localhost:5173',
      // only this test's kind: other test files drain their own rows in-process
      NOTIFY_KINDS: 'generic',
    }, (line) => output.push(line));
    try {
      let status = 'pending';
      for (let i = 0; i < 150 && status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        [{ status }] = (await sql`select status from public.email_outbox where id = ${row!.id}`) as unknown as [{ status: string }];
      }
      expect(status, output.join('\n')).toBe('sent');
      const files = (await readdir(mailDir)).filter((f) => f.includes(to));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(mailDir, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${to}`);
      expect(eml).toContain('Subject: Hello from the drain');
      expect(output.join('\n')).toContain(`written to ${mailDir}`);
    } finally {
      await fn.stop();
      await rm(mailDir, { recursive: true, force: true });
    }
  });

  it('sends a backlog larger than one batch in a single cron call', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'notify-cron-'));
    const tag = uniqueEmail('cron').split('@')[0]!;
    const rows = await sql<{ id: string }[]>`insert into public.email_outbox (kind, recipient, payload)
      select 'generic', ${tag} || '-' || n || '@example.org', ${sql.json({ subject: 'Backlog', text: 'One of many.' })}
      from generate_series(1, 45) n returning id::text`;
    const ids = rows.map((r) => r.id);
    const port = await freePort();
    const output: string[] = [];
    const fn = spawnFunction('notify', {
      API_DB_URL: runtimeDbUrl(inject('dbUrl')), MAIL_TRANSPORT: 'file', MAIL_DIR: mailDir, MAIL_FROM: 'Site <no-reply@example.org>',
      PORT: String(port), SITE_URL: 'http://localhost:5173', NOTIFY_KINDS: 'generic', NOTIFY_SECRET,
    }, (line) => output.push(line));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, fn.alive);
      const res = await cronCall(port);
      expect(res.status, output.join('\n')).toBe(200);
      expect((await res.json()).sent).toBeGreaterThanOrEqual(45);
      const statuses = await sql`select distinct status from public.email_outbox where id in ${sql(ids)}`;
      expect(statuses).toEqual([{ status: 'sent' }]);
      expect((await readdir(mailDir)).filter((f) => f.includes(tag))).toHaveLength(45);
    } finally {
      await fn.stop();
      await rm(mailDir, { recursive: true, force: true });
    }
  });

  it('runs the retention when it drains', async () => {
    const tag = uniqueEmail('retention').split('@')[0]!;
    const old = (status: string, days: number) => sql`
      insert into public.email_outbox (kind, recipient, payload, subject, text_body, status, created_at, sent_at)
      values ('registration_confirmation', ${`${tag}-${status}-${days}@example.org`}, ${sql.json({ registrationId: tag })},
        'Registration confirmed', 'Cancel: https://site/events/cancel?token=signed', ${status},
        now() - make_interval(days => ${days}), ${status === 'sent' ? sql`now() - make_interval(days => ${days})` : null})
      returning id::text`;
    const [[oldSent], [newSent], [oldFailed]] = await Promise.all([old('sent', 8), old('sent', 6), old('failed', 8)]);
    await sql`insert into private.rate_limits (bucket, key, window_start, expires_at, hits)
      values ('contact-ip', ${tag}, now() - interval '2 hours', now() - interval '1 hour', 3)`;
    const port = await freePort();
    const output: string[] = [];
    const fn = spawnFunction('notify', {
      API_DB_URL: runtimeDbUrl(inject('dbUrl')), MAIL_TRANSPORT: 'file', MAIL_DIR: os.tmpdir(), MAIL_FROM: 'Site <no-reply@example.org>',
      PORT: String(port), SITE_URL: 'http://localhost:5173', OUTBOX_RETENTION_DAYS: '7',
      // a kind no row has: this drain sends nothing of other files' mail, it only runs the retention
      NOTIFY_KINDS: 'none-in-this-test', NOTIFY_SECRET,
    }, (line) => output.push(line));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, fn.alive);
      const [clock] = await sql<{ before: Date }[]>`select now() as before`;
      const before = clock!.before;
      const res = await cronCall(port);
      expect(res.status, output.join('\n')).toBe(200);
      // the scheduler's heartbeat (migration 20261205100000): this drain and its retention run are recorded
      const [beat] = await sql<{ drain: boolean; retention: boolean }[]>`
        select drain_at >= ${before} as drain, retention_at >= ${before} as retention from private.scheduler_heartbeat`;
      expect(beat, output.join('\n')).toEqual({ drain: true, retention: true });
      const rows = await sql`select id::text, payload, text_body, scrubbed_at is not null as scrubbed from public.email_outbox
        where id in ${sql([oldSent!.id, newSent!.id, oldFailed!.id])} order by id`;
      expect(rows).toEqual([
        { id: oldSent!.id, payload: {}, text_body: null, scrubbed: true },
        { id: newSent!.id, payload: { registrationId: tag }, text_body: 'Cancel: https://site/events/cancel?token=signed', scrubbed: false },
      ]);
      expect(await sql`select hits from private.rate_limits where key = ${tag}`).toEqual([]);
      expect(output.join('\n')).toContain('notify: retention');
    } finally {
      await fn.stop();
      await sql`delete from public.email_outbox where id in ${sql([oldSent!.id, newSent!.id])}`;
    }
  });
});
