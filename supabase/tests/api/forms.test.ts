// Public writes: contact, newsletter, event registration; and the request guards on them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCreatedSchema } from '@contract/events.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';

const sql = superuser();
afterAll(() => sql.end());

const contact = (email: string) => ({
  name: 'Pat Visitor', email, phone: '', subject: 'Question about day programs', message: 'Do you have openings for adults in Essex county?',
});

describe('POST /api/contact', () => {
  it('stores the submission and enqueues one mail per active recipient of contact messages with Reply-To', async () => {
    const email = uniqueEmail('contact');
    await sql`insert into public.notification_recipients (name, email) values ('Staff A', ${uniqueEmail('staff')})`;
    // recipients choose their topics (issue 35): those told only of applications get no contact mail
    const active = await sql`select count(*)::int as n from public.notification_recipients where active and 'contact' = any (topics)`;
    const res = await new Client().post('/contact', { ...contact(email), unknownField: 'dropped' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you for contacting us. We'll get back to you within 24 hours.");
    const [row] = await sql`select id, phone, status from public.contact_submissions where email = ${email}`;
    expect(row).toMatchObject({ phone: null, status: 'unread' });
    const mails = await sql`select recipient, reply_to from public.email_outbox where payload->>'contactId' = ${row!.id}`;
    expect(mails).toHaveLength(active[0]!.n);
    for (const m of mails) expect(m.reply_to).toBe(email);
  });

  it("answers 400 with SPEC's words and stores nothing", async () => {
    const email = uniqueEmail('bad');
    const res = await new Client().post('/contact', { name: 'P', email: 'not-an-email', subject: 'Hi', message: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Subject must be at least 5 characters'],
      message: ['Message must be at least 10 characters'],
    });
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(0);
  });

  it('drops a bot that fills the honeypot silently', async () => {
    const email = uniqueEmail('bot');
    const res = await new Client().post('/contact', { ...contact(email), website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(0);
  });

  it('rate-limits one IP with 429 and Retry-After', async () => {
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await client.post('/contact', contact(uniqueEmail('flood')))).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('request guards', () => {
  it('refuses a foreign Origin and cross-site fetches with 403', async () => {
    const a = await new Client().post('/contact', contact(uniqueEmail('x')), { origin: 'https://evil.example' });
    const b = await new Client().post('/contact', contact(uniqueEmail('x')), { 'sec-fetch-site': 'cross-site' });
    expect([a.status, b.status]).toEqual([403, 403]);
    expect(a.body.error).toBe('Cross-origin requests are not allowed');
  });

  it('refuses non-JSON bodies with 403 and malformed JSON with 400', async () => {
    // only the public forms take their own urlencoded post (form-posts.test.ts); other writes refuse it
    const form = await new Client().post('/newsletter/unsubscribe', 'token=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(403);
    const text = await new Client().post('/newsletter', 'email=a%40b.co', { 'content-type': 'text/plain' });
    expect(text.status).toBe(403);
    const broken = await new Client().post('/newsletter', '{"email": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers 413 for bodies over 32 KB', async () => {
    const res = await new Client().post('/contact', { ...contact(uniqueEmail('big')), message: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
    // The rest of the body is never read. On Deno 2.1.4 (npm test's api-hosted-deno step) the
    // server then drops the connection, and without the answer's Connection: close the next test's
    // request went out on it and failed with EPIPE (guards.ts).
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes, and a repeated signup (any case) succeeds and keeps one row', async () => {
    const email = uniqueEmail('news');
    const first = await new Client().post('/newsletter', { email });
    const again = await new Client().post('/newsletter', { email: email.toUpperCase() });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(first.body.message).toBe('Almost done! Check your email and confirm your subscription.');
    const rows = await sql`select 1 from public.newsletter_signups where lower(email) = lower(${email})`;
    expect(rows).toHaveLength(1);
  });

  it('answers 400 for an invalid address', async () => {
    const res = await new Client().post('/newsletter', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('POST /api/events/{id}/register', () => {
  let open: string, closed: string, past: string, hidden: string, small: string;
  const attendee = () => ({ attendeeName: 'Sam Guest', attendeeEmail: uniqueEmail('reg'), numberOfGuests: '1', specialRequests: '' });

  beforeAll(async () => {
    const mk = async (slug: string, days: number, extra: { deadlineDays?: number; cap?: number; published?: boolean } = {}) => {
      const [row] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity,
          registration_deadline, published)
        values (${slug}, 'Test event', 'About it', now() + make_interval(days => ${days}), 'Livingston, NJ', ${extra.cap ?? null},
          ${extra.deadlineDays === undefined ? null : sql`now() + make_interval(days => ${extra.deadlineDays})`}, ${extra.published ?? true})
        returning id`;
      return row!.id as string;
    };
    const tag = Date.now().toString(36);
    open = await mk(`open-${tag}`, 10, { cap: 50 });
    closed = await mk(`closed-${tag}`, 10, { deadlineDays: -1 });
    past = await mk(`past-${tag}`, -3);
    hidden = await mk(`hidden-${tag}`, 10, { published: false });
    small = await mk(`small-${tag}`, 10, { cap: 3 });
  });

  it('registers (201) and enqueues the confirmation', async () => {
    const body = attendee();
    const res = await new Client().post(`/events/${open}/register`, body);
    expect(res.status).toBe(201);
    const created = registrationCreatedSchema.parse(res.body);
    expect(created.seatsLeft).toBe(48);
    const [mail] = await sql`select recipient from public.email_outbox where payload->>'registrationId' = ${created.registrationId}`;
    expect(mail!.recipient).toBe(body.attendeeEmail);
  });

  it('answers 404 for unknown, unpublished and malformed ids', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', hidden, 'not-a-uuid']) {
      const res = await new Client().post(`/events/${id}/register`, attendee());
      expect(res.status, id).toBe(404);
      expect(res.body.error).toBe('Event not found');
    }
  });

  it('answers 409 when registration is closed (deadline passed or event over)', async () => {
    for (const id of [closed, past]) {
      const res = await new Client().post(`/events/${id}/register`, attendee());
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('Registration is closed for this event');
    }
  });

  it('answers 409 with seats left when the party does not fit', async () => {
    expect((await new Client().post(`/events/${small}/register`, { ...attendee(), numberOfGuests: 1 })).status).toBe(201);
    const res = await new Client().post(`/events/${small}/register`, { ...attendee(), numberOfGuests: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'This event is full', seatsLeft: 1 });
  });

  it('answers 409 to an address already registered (any case), in the page\'s language, and registers nothing more', async () => {
    const first = attendee();
    expect((await new Client().post(`/events/${open}/register`, first)).status).toBe(201);
    const again = { ...attendee(), attendeeEmail: first.attendeeEmail.toUpperCase() };
    const english = await new Client().post(`/events/${open}/register`, again);
    const spanish = await new Client().request('POST', `/events/${open}/register`, again, { 'accept-language': 'es' });
    expect([english.status, spanish.status]).toEqual([409, 409]);
    expect(english.body.error).toBe('This email address is already registered for this event.');
    expect(spanish.body.error).toBe('Este correo electrónico ya está inscrito en este evento.');
    const [count] = await sql`select count(*)::int as n from public.event_registrations
      where event_id = ${open} and lower(attendee_email) = lower(${first.attendeeEmail})`;
    expect(count).toEqual({ n: 1 });
  });

  it("answers 400 with SPEC's words", async () => {
    const neg = await new Client().post(`/events/${open}/register`, { ...attendee(), numberOfGuests: -1 });
    const many = await new Client().post(`/events/${open}/register`, { ...attendee(), numberOfGuests: '6' });
    const name = await new Client().post(`/events/${open}/register`, { ...attendee(), attendeeName: 'S', attendeeEmail: 'x' });
    expect(neg.body.fieldErrors.numberOfGuests).toEqual(['Number of guests cannot be negative']);
    expect(many.body.fieldErrors.numberOfGuests).toEqual(['Maximum 5 guests allowed']);
    expect(name.body.fieldErrors).toEqual({ attendeeName: ['Name must be at least 2 characters'], attendeeEmail: ['Please enter a valid email address'] });
    expect([neg.status, many.status, name.status]).toEqual([400, 400, 400]);
  });
});
