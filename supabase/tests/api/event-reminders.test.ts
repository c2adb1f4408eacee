// The reminder mail from the drain's schedule: runEventSchedule() queues it once, and the drain
// sends the date, New Jersey time, place with a map link, accommodations, the .ics and the cancel link.
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { runEventSchedule } from '../../functions/_shared/mail/event-schedule.ts';
import type { MailMessage } from '../../functions/_shared/mail/message.ts';
import { uniqueEmail } from './accounts.ts';
import { drain, outboxIds, testConfig } from './mail.ts';

const sql = superuser();
afterAll(() => sql.end());

describe('event reminders', () => {
  it('are queued once by the schedule and sent with everything the family needs for the day', async () => {
    const [event] = await sql`insert into public.events (slug, title, description, event_date, location, published)
      values (${`reminder-${Date.now()}`}, 'Adaptive Yoga', 'Stretch together.', now() + interval '20 hours',
        'Livingston Community Center, 204 Hillside Ave, Livingston, NJ', true) returning id, event_date`;
    const email = uniqueEmail('reminder');
    const late = uniqueEmail('late');
    const [reg] = await sql`insert into public.event_registrations (event_id, attendee_name, attendee_email, number_of_guests,
        accommodations, created_at)
      values (${event!.id}, 'Casey Kim', ${email}, 1, 'Wheelchair-accessible mat space', now() - interval '5 days') returning id`;
    await sql`insert into public.event_registrations (event_id, attendee_name, attendee_email) values (${event!.id}, 'Late Family', ${late})`;

    const config = testConfig({ REMINDER_HOURS: '24' });
    expect(config.REMINDER_HOURS).toBe(24);
    expect((await runEventSchedule({ sql, config })).reminders).toBeGreaterThanOrEqual(1);
    await runEventSchedule({ sql, config });
    const ids = await outboxIds(sql, sql`kind = 'event_reminder' and payload->>'registrationId' = ${reg!.id}`);
    expect(ids).toHaveLength(1);
    expect(await outboxIds(sql, sql`kind = 'event_reminder' and recipient = ${late}`)).toEqual([]);

    const sent: MailMessage[] = [];
    expect((await drain(sql, { send: async (m) => { sent.push(m); } }, ids)).sent).toBe(1);
    const mail = sent[0]!;
    const when = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
      .format(event!.event_date as Date);
    expect(mail.to).toBe(email);
    expect(mail.subject).toMatch(/^Reminder: Adaptive Yoga on /);
    expect(mail.text).toContain(`Time: ${when}`);
    expect(mail.text).toContain('with 1 guest');
    expect(mail.text).toContain('Place: Livingston Community Center, 204 Hillside Ave, Livingston, NJ');
    expect(mail.text).toContain('Map: https://www.google.com/maps/search/?api=1&query=Livingston%20Community%20Center');
    expect(mail.text).toContain('You asked for: Wheelchair-accessible mat space.');
    expect(mail.text).toMatch(/\/events\/cancel\?token=/);
    expect(mail.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
  });

  it('is not sent for a registration cancelled after it was queued', async () => {
    const [event] = await sql`insert into public.events (slug, title, description, event_date, location, published)
      values (${`reminder-c-${Date.now()}`}, 'Cancelled Yoga', 'd', now() + interval '10 hours', 'Livingston, NJ', true) returning id`;
    const [reg] = await sql`insert into public.event_registrations (event_id, attendee_name, attendee_email, created_at)
      values (${event!.id}, 'Cancelling Family', ${uniqueEmail('cancelled')}, now() - interval '5 days') returning id`;
    await runEventSchedule({ sql, config: testConfig() });
    await sql`select public.cancel_registration(${reg!.id})`;
    const ids = await outboxIds(sql, sql`kind = 'event_reminder' and payload->>'registrationId' = ${reg!.id}`);
    expect(ids).toHaveLength(1);
    const sent: MailMessage[] = [];
    expect(await drain(sql, { send: async (m) => { sent.push(m); } }, ids)).toMatchObject({ sent: 0, skipped: 1 });
  });
});
