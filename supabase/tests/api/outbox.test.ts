// Outbox resilience: with the transport failing, submissions are stored and acknowledged;
// once it recovers every mail is delivered exactly once. Plus deferral after a failed send,
// time-based give-up, backlog draining, skip-locked, content.
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { backoffSeconds } from '../../functions/_shared/mail/drain.ts';
import type { MailMessage, MailTransport } from '../../functions/_shared/mail/message.ts';
import { CANCEL_PURPOSE } from '../../functions/_shared/mail/templates/registration-mail.ts';
import { verifySignedId } from '../../functions/_shared/signed-token.ts';
import { uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { drain, drainAllDue, outboxIds } from './mail.ts';

const sql = superuser();
afterAll(() => sql.end());

const failing: MailTransport = { send: async () => { throw new Error('SMTP 421 try later'); } };
const collecting = () => {
  const sent: MailMessage[] = [];
  return { sent, send: async (m: MailMessage) => { sent.push(m); } };
};

/** `count` queued notifications about one stored contact message, to distinct addresses. */
async function queueNotifications(tag: string, count: number): Promise<string[]> {
  const [contact] = await sql`insert into public.contact_submissions (name, email, subject, message)
    values ('Queue Test', ${uniqueEmail(tag)}, 'Queued by a test', 'Hello.') returning id`;
  const rows = await sql<{ id: string }[]>`insert into public.email_outbox (kind, recipient, payload)
    select 'contact_notification', ${tag} || '-' || n || '-' || ${Date.now()} || '@example.org', ${sql.json({ contactId: contact!.id })}
    from generate_series(1, ${count}) n order by n returning id::text`;
  return rows.map((r) => r.id);
}

async function submitContact(tag: string) {
  const staff = uniqueEmail(`staff-${tag}`);
  await sql`insert into public.notification_recipients (name, email) values ('Staff', ${staff})`;
  const email = uniqueEmail(tag);
  const res = await new Client().post('/contact', { name: 'Ana Sender', email, subject: 'Outbox resilience', message: 'Please call me back soon.' });
  expect(res.status).toBe(201);
  const [row] = await sql`select id from public.contact_submissions where email = ${email}`;
  const ids = await outboxIds(sql, sql`payload->>'contactId' = ${row!.id}`);
  await sql`delete from public.notification_recipients where email = ${staff}`;
  return { ids, email, staff };
}

describe('outbox', () => {
  it('keeps mails while the transport fails and delivers each once after it recovers', async () => {
    const { ids, email, staff } = await submitContact('resilient');
    expect(ids.length).toBeGreaterThanOrEqual(1);
    const first = await drain(sql, failing, ids);
    // the first failure hands the rest of the batch back unattempted
    expect(first).toMatchObject({ retried: 1, deferred: ids.length - 1, sent: 0, failed: 0 });
    const rows = await sql`select status, attempts, last_error, next_attempt_at > now() as later from public.email_outbox where id in ${sql(ids)} order by attempts desc`;
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP 421 try later', later: true });
    for (const r of rows.slice(1)) expect(r).toMatchObject({ status: 'pending', attempts: 0, later: false });
    await sql`update public.email_outbox set next_attempt_at = now() + interval '1 minute' where id in ${sql(ids)}`;
    // not due yet: a drain now sends nothing
    const ok = collecting();
    expect((await drain(sql, ok, ids)).sent).toBe(0);
    await sql`update public.email_outbox set next_attempt_at = now() where id in ${sql(ids)}`;
    expect((await drain(sql, ok, ids)).sent).toBe(ids.length);
    expect((await drain(sql, ok, ids)).sent).toBe(0);
    expect(ok.sent).toHaveLength(ids.length);
    const mine = ok.sent.find((m) => m.to === staff)!;
    expect(mine.replyTo).toBe(email);
    expect(mine.text).toContain('Please call me back soon.');
    const stored = await sql`select status, subject, sent_at is not null as sent from public.email_outbox where id in ${sql(ids)}`;
    for (const r of stored) expect(r).toMatchObject({ status: 'sent', sent: true, subject: 'New contact message: Outbox resilience' });
  });

  it('hands the rest of a batch back unattempted when a send fails', async () => {
    const ids = await queueNotifications('defer', 3);
    expect(await drain(sql, failing, ids)).toMatchObject({ retried: 1, deferred: 2, sent: 0 });
    const rows = await sql`select attempts, status, next_attempt_at <= now() as due from public.email_outbox where id in ${sql(ids)} order by id`;
    expect(rows).toEqual([
      { attempts: 1, status: 'pending', due: false },
      { attempts: 0, status: 'pending', due: true },
      { attempts: 0, status: 'pending', due: true },
    ]);
  });

  it('retries however many attempts an outage costs, and gives up only after NOTIFY_GIVE_UP_HOURS', async () => {
    const ids = await queueNotifications('giveup', 1);
    await sql`update public.email_outbox set attempts = 40 where id in ${sql(ids)}`;
    expect(await drain(sql, failing, ids)).toMatchObject({ retried: 1, failed: 0 });
    expect(await sql`select status, attempts from public.email_outbox where id in ${sql(ids)}`).toEqual([{ status: 'pending', attempts: 41 }]);
    // queued 25 hours ago (the default window is 24 h) and still failing: given up
    await sql`update public.email_outbox set next_attempt_at = now(), created_at = now() - interval '25 hours' where id in ${sql(ids)}`;
    expect(await drain(sql, failing, ids)).toMatchObject({ retried: 0, failed: 1 });
    expect(await sql`select status from public.email_outbox where id in ${sql(ids)}`).toEqual([{ status: 'failed' }]);
    // failed is terminal: never claimed again
    await sql`update public.email_outbox set next_attempt_at = now() where id in ${sql(ids)}`;
    expect((await drain(sql, collecting(), ids)).sent).toBe(0);
  });

  it('drains a backlog of several batches in one call, and stops at the first failed send', async () => {
    const ids = await queueNotifications('backlog', 45);
    expect(await drainAllDue(sql, failing, ids, 20)).toMatchObject({ retried: 1, deferred: 19, sent: 0 });
    await sql`update public.email_outbox set next_attempt_at = now() where id in ${sql(ids)}`;
    const ok = collecting();
    expect(await drainAllDue(sql, ok, ids, 20)).toMatchObject({ sent: 45, retried: 0, deferred: 0 });
    expect(new Set(ok.sent.map((m) => m.to)).size).toBe(45);
  });

  it('never sends one mail twice when two drains run at once', async () => {
    const batches = await Promise.all([1, 2, 3].map((i) => submitContact(`race${i}`)));
    const ids = batches.flatMap((b) => b.ids);
    const a = collecting();
    const b = collecting();
    const results = await Promise.all([drain(sql, a, ids), drain(sql, b, ids)]);
    expect(results[0]!.sent + results[1]!.sent).toBe(ids.length);
    const mails = [...a.sent, ...b.sent].map((m) => `${m.to}|${m.text}`);
    expect(mails).toHaveLength(ids.length);
    expect(new Set(mails).size).toBe(ids.length);
    const attempts = await sql`select distinct attempts, status from public.email_outbox where id in ${sql(ids)}`;
    expect(attempts).toEqual([{ attempts: 1, status: 'sent' }]);
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
    expect([1, 2, 3].map((n) => backoffSeconds(n, 2))).toEqual([2, 4, 8]);
  });

  it('confirms a registration with date, time, place, an .ics file and a signed cancel link', async () => {
    const [event] = await sql`insert into public.events (slug, title, description, event_date, location, published)
      values (${`mail-${Date.now()}`}, 'Family Picnic', 'Food and games', '2030-06-15T16:00:00Z', 'Riverside Park, Livingston, NJ', true)
      returning id`;
    const attendeeEmail = uniqueEmail('attendee');
    const res = await new Client().post(`/events/${event!.id}/register`, { attendeeName: 'Jo Doe', attendeeEmail, numberOfGuests: 2 });
    expect(res.status).toBe(201);
    const transport = collecting();
    const ids = await outboxIds(sql, sql`payload->>'registrationId' = ${res.body.registrationId}`);
    expect((await drain(sql, transport, ids)).sent).toBe(1);
    const mail = transport.sent[0]!;
    expect(mail.to).toBe(attendeeEmail);
    expect(mail.text).toContain('Saturday, June 15, 2030');
    expect(mail.text).toContain('12:00 PM EDT');
    expect(mail.text).toContain('Riverside Park, Livingston, NJ');
    const ics = mail.attachments?.[0];
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain('BEGIN:VEVENT');
    expect(ics?.content).toContain('DTSTART:20300615T160000Z');
    const eml = mail.text;
    const token = decodeURIComponent(eml.match(/\/events\/cancel\?token=([^\s"<&]+)/)![1]!);
    expect(await verifySignedId(inject('testConfig').linkSigningSecret, CANCEL_PURPOSE, token)).toBe(res.body.registrationId);
    expect(await verifySignedId('another-secret-entirely', CANCEL_PURPOSE, token)).toBeNull();
  });
});
