// The waitlist over HTTP: POST /api/events/{id}/waitlist, the offer mail's signed claim link
// (POST /api/waitlist/claim) and the leave link (POST /api/waitlist/leave).
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import type { MailMessage } from '../../functions/_shared/mail/message.ts';
import { uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { drain, outboxIds } from './mail.ts';

const sql = superuser();
afterAll(() => sql.end());

/** A published event with `capacity` seats, all taken by one registration. */
async function fullEvent(capacity = 2) {
  const [event] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
    values (${`waitlist-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`}, 'Sensory Friendly Movie', 'A film.',
      '2030-06-15T16:00:00Z', 'Livingston Library, Livingston, NJ', ${capacity}, true)
    returning id, slug`;
  const res = await new Client().post(`/events/${event!.id}/register`, {
    attendeeName: 'First Family', attendeeEmail: uniqueEmail('first'), numberOfGuests: capacity - 1,
  });
  expect(res.status).toBe(201);
  return { id: event!.id as string, slug: event!.slug as string, registrationId: res.body.registrationId as string };
}

const family = (label: string, guests = 0) => ({
  attendeeName: 'Rivera Family', attendeeEmail: uniqueEmail(label), attendeePhone: '973-555-0101', numberOfGuests: guests,
  accommodations: 'Quiet seating near an exit', specialRequests: 'Gluten-free snack',
});

const collecting = () => {
  const sent: MailMessage[] = [];
  return { sent, send: async (m: MailMessage) => { sent.push(m); } };
};

/** Sends the queued waitlist mails of one entry and returns them. */
async function mailsTo(email: string) {
  const transport = collecting();
  const ids = await outboxIds(sql, sql`recipient = ${email} and status = 'pending'`);
  await drain(sql, transport, ids);
  return transport.sent;
}

const link = (mail: MailMessage, page: string) => {
  const m = mail.text.match(new RegExp(`/events/${page}\\?token=([^\\s"<&]+)`));
  return m ? decodeURIComponent(m[1]!) : undefined;
};

describe('POST /api/events/{id}/waitlist', () => {
  it('answers 201 with the position, and mails the family its place and a leave link', async () => {
    const event = await fullEvent();
    const a = family('wait-a', 1);
    const first = await new Client().post(`/events/${event.id}/waitlist`, a);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ position: 1, message: "You're on the waitlist" });
    const second = await new Client().post(`/events/${event.id}/waitlist`, family('wait-b'));
    expect(second.body.position).toBe(2);
    const [mail] = await mailsTo(a.attendeeEmail);
    expect(mail!.subject).toBe("You're on the waitlist: Sensory Friendly Movie");
    expect(mail!.text).toContain('You are number 1 on the waitlist');
    expect(link(mail!, 'leave-waitlist')).toBeDefined();
    const page = await new Client().get(`/events/${event.slug}`);
    expect(page.body).toMatchObject({ registrationOpen: false, waitlistOpen: true, seatsLeft: 0 });
  });

  it('refuses a second entry for the same e-mail with 409 and the place it already has', async () => {
    const event = await fullEvent();
    const a = family('dup');
    expect((await new Client().post(`/events/${event.id}/waitlist`, a)).status).toBe(201);
    const again = await new Client().post(`/events/${event.id}/waitlist`, { ...a, attendeeEmail: a.attendeeEmail.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This email address is already on the waitlist for this event. You are number 1 in line.');
  });

  it('answers 409 while seats are free, when closed or past; 404 unknown; 400 with field errors', async () => {
    const [open] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
      values (${`waitlist-open-${Date.now()}`}, 'Open', 'd', now() + interval '3 days', 'Livingston, NJ', 10, true) returning id`;
    const hasSeats = await new Client().post(`/events/${open!.id}/waitlist`, family('seats'));
    expect(hasSeats.status).toBe(409);
    expect(hasSeats.body.error).toBe('This event still has seats. Please register instead.');
    const [closed] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity,
        registration_deadline, published)
      values (${`waitlist-closed-${Date.now()}`}, 'Closed', 'd', now() + interval '3 days', 'Livingston, NJ', 1,
        now() - interval '1 hour', true) returning id`;
    const late = await new Client().post(`/events/${closed!.id}/waitlist`, family('late'));
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('Registration is closed for this event');
    const [past] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
      values (${`waitlist-past-${Date.now()}`}, 'Past', 'd', now() - interval '3 days', 'Livingston, NJ', 1, true) returning id`;
    expect((await new Client().post(`/events/${past!.id}/waitlist`, family('past'))).status).toBe(409);
    expect((await new Client().post('/events/00000000-0000-4000-8000-000000000000/waitlist', family('none'))).status).toBe(404);
    const event = await fullEvent();
    const bad = await new Client().post(`/events/${event.id}/waitlist`, { ...family('bad'), attendeeName: 'A', numberOfGuests: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ attendeeName: ['Name must be at least 2 characters'], numberOfGuests: ['Maximum 5 guests allowed'] });
  });
});

describe('offers, claims and leaving', () => {
  it('a cancellation offers the seats by mail; the claim link registers the family and sends the confirmation', async () => {
    const event = await fullEvent(2);
    const a = family('claim', 1);
    await new Client().post(`/events/${event.id}/waitlist`, a);
    await mailsTo(a.attendeeEmail); // the 'on the waitlist' mail
    await sql`select public.cancel_registration(${event.registrationId})`;

    const [offer] = await mailsTo(a.attendeeEmail);
    expect(offer!.subject).toBe('Seats are available: Sensory Friendly Movie');
    expect(offer!.text).toMatch(/Seats for you and 1 guest are now available/);
    expect(offer!.text).toMatch(/held for you until .* E[DS]T/);
    const token = link(offer!, 'claim')!;
    expect(link(offer!, 'leave-waitlist')).toBeDefined();

    // a GET (a mail scanner) does nothing
    expect((await new Client().get(`/waitlist/claim?token=${encodeURIComponent(token)}`)).status).toBe(404);
    const claimed = await new Client().post('/waitlist/claim', { token });
    expect(claimed.status).toBe(200);
    expect(claimed.body.message).toMatch(/Your seats are confirmed/);
    expect(claimed.headers.get('cache-control')).toBe('private, no-store');
    const again = await new Client().post('/waitlist/claim', { token });
    expect(again.body.message).toMatch(/already claimed/);

    const [confirmation] = await mailsTo(a.attendeeEmail);
    expect(confirmation!.subject).toBe('Registration confirmed: Sensory Friendly Movie');
    expect(confirmation!.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    const [reg] = await sql`select number_of_guests, accommodations, attendee_phone from public.event_registrations
      where event_id = ${event.id} and attendee_email = ${a.attendeeEmail}`;
    expect(reg).toEqual({ number_of_guests: 1, accommodations: 'Quiet seating near an exit', attendee_phone: '973-555-0101' });
    expect((await new Client().get(`/events/${event.slug}`)).body.seatsLeft).toBe(0);
  });

  it('an expired offer answers 409 and passes to the next family', async () => {
    const event = await fullEvent(1);
    const a = family('expire-a');
    const b = family('expire-b');
    await new Client().post(`/events/${event.id}/waitlist`, a);
    await new Client().post(`/events/${event.id}/waitlist`, b);
    await sql`select public.cancel_registration(${event.registrationId})`;
    const offer = (await mailsTo(a.attendeeEmail)).find((m) => m.subject.startsWith('Seats are available'))!;
    await sql`update public.event_waitlist set offer_expires_at = now() - interval '1 minute'
      where event_id = ${event.id} and attendee_email = ${a.attendeeEmail}`;
    const late = await new Client().post('/waitlist/claim', { token: link(offer, 'claim')! });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/This offer has expired/);
    const next = (await mailsTo(b.attendeeEmail)).find((m) => m.subject.startsWith('Seats are available'));
    expect(next).toBeDefined();
    expect((await new Client().post('/waitlist/claim', { token: link(next!, 'claim')! })).status).toBe(200);
  });

  it('the leave link takes the family off the waitlist, once; a forged token is refused', async () => {
    const event = await fullEvent();
    const a = family('leave');
    await new Client().post(`/events/${event.id}/waitlist`, a);
    const [joined] = await mailsTo(a.attendeeEmail);
    const token = link(joined!, 'leave-waitlist')!;
    const left = await new Client().post('/waitlist/leave', { token });
    expect(left.status).toBe(200);
    expect(left.body.message).toBe('You have left the waitlist. We will not email you about this event again.');
    expect((await new Client().post('/waitlist/leave', { token })).body.message).toBe('You are no longer on this waitlist.');
    const [row] = await sql`select status from public.event_waitlist where attendee_email = ${a.attendeeEmail}`;
    expect(row!.status).toBe('left');
    // the leave token does not claim, and forged or malformed tokens are refused
    for (const bad of [token, 'garbage', `${token.split('.')[0]}.AAAA`]) {
      expect((await new Client().post('/waitlist/claim', { token: bad })).status, bad).toBe(400);
    }
    expect((await new Client().post('/waitlist/leave', {})).status).toBe(400);
  });
});
