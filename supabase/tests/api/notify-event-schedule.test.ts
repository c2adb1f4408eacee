// The real Deno `notify` function runs the events' schedule before each drain: a reminder that
// has come due is queued and sent in the same poll, once.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { spawnFunction } from '../../../scripts/stack/functions.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { uniqueEmail } from './accounts.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const sql = superuser();
afterAll(() => sql.end());

it('notify queues and sends a due event reminder once', async () => {
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'notify-reminder-'));
  const [event] = await sql`insert into public.events (slug, title, description, event_date, location, published)
    values (${`notify-reminder-${Date.now()}`}, 'Music Therapy Circle', 'd', now() + interval '30 hours', 'Livingston, NJ', true) returning id`;
  const email = uniqueEmail('notify-reminder');
  const [reg] = await sql`insert into public.event_registrations (event_id, attendee_name, attendee_email, created_at)
    values (${event!.id}, 'Drew Family', ${email}, now() - interval '7 days') returning id`;
  const output: string[] = [];
  const fn = spawnFunction('notify', {
    API_DB_URL: runtimeDbUrl(inject('dbUrl')), MAIL_TRANSPORT: 'file', MAIL_DIR: mailDir, MAIL_FROM: 'Site <no-reply@example.org>',
    NOTIFY_POLL_MS: '200', SITE_URL: 'http://localhost:5173', NOTIFY_KINDS: 'event_reminder',
  }, (line) => output.push(line));
  try {
    let status = 'none';
    for (let i = 0; i < 150 && status !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const [row] = await sql`select status from public.email_outbox where kind = 'event_reminder' and payload->>'registrationId' = ${reg!.id}`;
      status = (row?.status as string | undefined) ?? 'none';
    }
    expect(status, output.join('\n')).toBe('sent');
    await new Promise((r) => setTimeout(r, 600)); // a few more polls: still one reminder
    const [{ n }] = await sql`select count(*)::int as n from public.email_outbox where payload->>'registrationId' = ${reg!.id}` as unknown as [{ n: number }];
    expect(n).toBe(1);
    expect((await readdir(mailDir)).filter((f) => f.includes(email))).toHaveLength(1);
  } finally {
    await fn.stop();
    await rm(mailDir, { recursive: true, force: true });
  }
});
