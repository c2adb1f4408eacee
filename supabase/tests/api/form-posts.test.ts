// The public forms sent by the browser itself (issue 56: before the app has started, or without
// JavaScript): urlencoded for contact, newsletter, event registration and waitlist, multipart for
// applications. Each is taken only from the site's origin, stored once, and answered 303 to a page
// of the site in the form page's language; bad input goes to a page that says what is wrong, with
// no field value in the address. A form the proof-of-work widget ran in carries its solution as the
// hidden field `altcha` (added here unless a test names its own); one sent without it (before the
// app started, or without JavaScript) is held once and confirmed by the challenge on its answer
// page or by the button of the page its mail links to, then stored once (held/held-submissions.ts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { uniqueEmail } from './accounts.ts';
import { pdf } from './fixtures/documents.ts';
import { apiUrl, Client, freshIp, ORIGIN } from './http.ts';
import { humanProof, needsProof } from './human-proof.ts';
import { drain, outboxIds } from './mail.ts';
import type { MailMessage } from '../../functions/_shared/mail/message.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { deleteExpiredHeld } from '../../functions/_shared/held/held-submissions.ts';

const sql = superuser();
afterAll(() => sql.end());
const heldConfig = () => parseConfig({
  STORAGE_URL: inject('storageUrl'), JWT_SECRET: inject('testConfig').jwtSecret, LINK_SIGNING_SECRET: inject('testConfig').linkSigningSecret,
});

/** Posts as the browser submits a <form method="post">: its own encoding, a page navigation. */
async function submit(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  if (needsProof('POST', path) && !body.has('altcha')) body.set('altcha', await humanProof());
  const res = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: ORIGIN, 'x-forwarded-for': freshIp(), accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', ...headers,
    },
    body,
  });
  await res.body?.cancel();
  return { status: res.status, location: res.headers.get('location') };
}

const contactForm = (email: string, lang = 'en') => new URLSearchParams({
  name: 'Pat Visitor', email, phone: '', subject: 'Question about day programs',
  message: 'Do you have openings for adults in Essex county?', website: '', lang,
});

describe('the contact form posted by the browser', () => {
  it('stores the message once and answers 303 to the sent page in the page language', async () => {
    const email = uniqueEmail('native-contact');
    const res = await submit('/contact', contactForm(email, 'es'));
    expect(res).toEqual({ status: 303, location: `${ORIGIN}/es/forms/contact-sent` });
    const rows = await sql`select locale from public.contact_submissions where email = ${email}`;
    expect(rows).toEqual([{ locale: 'es' }]);
  });

  it('takes the language from the Referer when the form has no lang field', async () => {
    const email = uniqueEmail('native-referer');
    const form = contactForm(email);
    form.delete('lang');
    const res = await submit('/contact', form, { referer: `${ORIGIN}/es/contact` });
    expect(res.location).toBe(`${ORIGIN}/es/forms/contact-sent`);
  });

  it('sends bad input to the invalid page, with no field value in the address, and stores nothing', async () => {
    const email = uniqueEmail('native-bad');
    const res = await submit('/contact', new URLSearchParams({ name: 'P', email, subject: 'Hi', message: 'secret words', lang: 'en' }));
    expect(res).toEqual({ status: 303, location: `${ORIGIN}/forms/contact-invalid` });
    expect(res.location).not.toMatch(/secret|P&|Hi|example/);
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(0);
  });

  it('refuses a foreign Origin and a post without Origin (403), storing nothing', async () => {
    const email = uniqueEmail('native-foreign');
    expect((await submit('/contact', contactForm(email), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await submit('/contact', contactForm(email), { origin: '' })).status).toBe(403);
    expect((await submit('/contact', contactForm(email), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(0);
  });

  it('keeps the 32 KB limit for urlencoded bodies', async () => {
    const form = contactForm(uniqueEmail('native-big'));
    form.set('message', 'x'.repeat(40 * 1024));
    expect((await submit('/contact', form)).status).toBe(413);
  });

  it('drops a filled honeypot silently: the sent page, nothing stored', async () => {
    const email = uniqueEmail('native-bot');
    const form = contactForm(email);
    form.set('website', 'http://spam.example');
    expect((await submit('/contact', form)).location).toBe(`${ORIGIN}/forms/contact-sent`);
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(0);
  });

  it('leaves other endpoints JSON-only: a urlencoded post elsewhere is refused', async () => {
    const res = await submit('/auth/login', new URLSearchParams({ email: 'a@example.org', password: 'x' }));
    expect(res.status).toBe(403);
  });
});

describe('the newsletter form posted by the browser', () => {
  it('subscribes once (a repeat changes nothing) and answers 303; a bad address goes to its invalid page', async () => {
    const email = uniqueEmail('native-news');
    const form = new URLSearchParams({ email, website: '', lang: 'en' });
    expect(await submit('/newsletter', form)).toEqual({ status: 303, location: `${ORIGIN}/forms/newsletter-sent` });
    expect(await submit('/newsletter', form)).toEqual({ status: 303, location: `${ORIGIN}/forms/newsletter-sent` });
    expect(await sql`select 1 from public.newsletter_signups where email = ${email}`).toHaveLength(1);
    const bad = await submit('/newsletter', new URLSearchParams({ email: 'not-an-email', lang: 'es' }));
    expect(bad).toEqual({ status: 303, location: `${ORIGIN}/es/forms/newsletter-invalid` });
  });
});

describe('the event forms posted by the browser', () => {
  let open: string, full: string, closed: string;
  beforeAll(async () => {
    const tag = Date.now().toString(36);
    const mk = async (slug: string, cap: number | null, deadlineDays: number | null) => (await sql<{ id: string }[]>`
      insert into public.events (slug, title, description, event_date, location, max_capacity, registration_deadline, published)
      values (${slug}, 'Test event', 'About it', now() + interval '10 days', 'Livingston, NJ', ${cap},
        ${deadlineDays === null ? null : sql`now() + make_interval(days => ${deadlineDays})`}, true)
      returning id`)[0]!.id;
    open = await mk(`native-open-${tag}`, 50, null);
    full = await mk(`native-full-${tag}`, 1, null);
    closed = await mk(`native-closed-${tag}`, null, -1);
    const filled = await submit(`/events/${full}/register`, registration(uniqueEmail('native-first')));
    expect(filled.location).toBe(`${ORIGIN}/forms/registration-sent`);
  });
  const registration = (attendeeEmail: string) => new URLSearchParams({
    attendeeName: 'Sam Guest', attendeeEmail, attendeePhone: '', numberOfGuests: '0', accommodations: '', specialRequests: '', website: '', lang: 'en',
  });

  it('takes the event by its slug, as the prerendered form names it', async () => {
    const email = uniqueEmail('native-slug');
    const [row] = await sql<{ slug: string }[]>`select slug from public.events where id = ${open}`;
    expect((await submit(`/events/${row!.slug}/register`, registration(email))).location).toBe(`${ORIGIN}/forms/registration-sent`);
    expect(await sql`select 1 from public.event_registrations where attendee_email = ${email}`).toHaveLength(1);
  });

  it('registers once and answers 303 to the sent page', async () => {
    const email = uniqueEmail('native-reg');
    expect(await submit(`/events/${open}/register`, registration(email))).toEqual({ status: 303, location: `${ORIGIN}/forms/registration-sent` });
    expect(await sql`select 1 from public.event_registrations where attendee_email = ${email}`).toHaveLength(1);
  });

  it('sends bad input, a full event and a closed one to pages that say so', async () => {
    const bad = registration(uniqueEmail('native-reg-bad'));
    bad.set('numberOfGuests', '9');
    expect((await submit(`/events/${open}/register`, bad)).location).toBe(`${ORIGIN}/forms/event-invalid`);
    expect((await submit(`/events/${full}/register`, registration(uniqueEmail('native-late')))).location).toBe(`${ORIGIN}/forms/registration-refused`);
    expect((await submit(`/events/${closed}/register`, registration(uniqueEmail('native-closed')))).location).toBe(`${ORIGIN}/forms/registration-refused`);
  });

  it('joins the waitlist of a full event once; a second time goes to the refused page', async () => {
    const email = uniqueEmail('native-wait');
    expect(await submit(`/events/${full}/waitlist`, registration(email))).toEqual({ status: 303, location: `${ORIGIN}/forms/waitlist-sent` });
    expect((await submit(`/events/${full}/waitlist`, registration(email))).location).toBe(`${ORIGIN}/forms/waitlist-refused`);
    expect(await sql`select 1 from public.event_waitlist where attendee_email = ${email}`).toHaveLength(1);
  });
});

describe('the application forms posted by the browser (multipart)', () => {
  let job: string;
  beforeAll(async () => {
    job = (await sql<{ id: string }[]>`insert into public.job_openings (title, department, employment_type, location, description)
      values ('Direct Support Professional', 'Residential', 'Full-time', 'Newark, NJ', 'Support adults at home.') returning id`)[0]!.id;
  });
  const applicationForm = (fields: Record<string, string>, cv = true) => {
    const form = new FormData();
    const all = { name: 'Alex Applicant', phone: '555-010-0199', heardAbout: 'A job board', availability: 'Weekday mornings', note: '', website: '', lang: 'en', ...fields };
    for (const [k, v] of Object.entries(all)) form.set(k, v);
    if (cv) form.set('cv', new Blob([pdf()], { type: 'application/pdf' }), 'resume.pdf');
    return form;
  };
  const count = async (email: string) => (await sql`select 1 from public.applications where email = ${email}`).length;

  it('stores a job application with its CV once and answers 303', async () => {
    const email = uniqueEmail('native-job');
    const res = await submit('/applications', applicationForm({ kind: 'job', jobId: job, email, lang: 'es' }));
    expect(res).toEqual({ status: 303, location: `${ORIGIN}/es/forms/application-sent` });
    expect(await sql`select locale, cv_path is not null as "hasCv" from public.applications where email = ${email}`).toEqual([{ locale: 'es', hasCv: true }]);
  });

  it('stores a volunteer application (no CV, any role) once', async () => {
    const email = uniqueEmail('native-volunteer');
    const res = await submit('/applications', applicationForm({ kind: 'volunteer', volunteerRoleId: '', email }, false));
    expect(res.location).toBe(`${ORIGIN}/forms/application-sent`);
    expect(await count(email)).toBe(1);
  });

  it('sends a missing CV to the invalid page and a repeat to the refused page', async () => {
    const email = uniqueEmail('native-nocv');
    expect((await submit('/applications', applicationForm({ kind: 'job', jobId: job, email }, false))).location).toBe(`${ORIGIN}/forms/application-invalid`);
    expect(await count(email)).toBe(0);
    await submit('/applications', applicationForm({ kind: 'job', jobId: job, email }));
    expect((await submit('/applications', applicationForm({ kind: 'job', jobId: job, email }))).location).toBe(`${ORIGIN}/forms/application-refused`);
    expect(await count(email)).toBe(1);
  });

  it('refuses a foreign Origin (403) and stores nothing', async () => {
    const email = uniqueEmail('native-app-foreign');
    const res = await submit('/applications', applicationForm({ kind: 'volunteer', email }, false), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await count(email)).toBe(0);
  });
});

/** A form sent without the check: its answer page, whose fragment holds the held form's token. */
async function sendUnchecked(path: string, body: URLSearchParams | FormData) {
  body.set('altcha', '');
  const res = await submit(path, body);
  expect(res.status).toBe(303);
  const url = new URL(res.location!);
  return { page: `${url.origin}${url.pathname}`, token: decodeURIComponent(url.hash.slice(1)) };
}

/** The held form's mail (drained as the notify function sends it): its subject and the page its link opens. */
async function heldMail(email: string): Promise<{ subject: string; text: string; link: URL }> {
  const mails: MailMessage[] = [];
  await drain(sql, { send: async (m) => { mails.push(m); } }, await outboxIds(sql, sql`recipient = ${email} and kind = 'held_submission_confirmation'`));
  expect(mails).toHaveLength(1);
  return { subject: mails[0]!.subject, text: mails[0]!.text, link: new URL(/https?:\/\/\S+\/forms\/held-confirm\?\S+/.exec(mails[0]!.text)![0]) };
}

/** Opens a link as a browser (or a mail scanner) does: GET, a navigation; its status and where it leads. */
async function open(url: string) {
  const res = await fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': freshIp(), 'sec-fetch-mode': 'navigate' } });
  await res.body?.cancel();
  return { status: res.status, location: res.headers.get('location') };
}

/** Presses the mail page's button: its form { token, lang } posted by the browser; the result page's path. */
async function pressSend(token: string, lang = 'en') {
  const res = await submit('/held/confirm', new URLSearchParams({ token, lang }), { referer: `${ORIGIN}/forms/held-confirm` });
  expect(res.status).toBe(303);
  return new URL(res.location!).pathname;
}

const heldMails = async (email: string) =>
  (await sql`select 1 from public.email_outbox where kind = 'held_submission_confirmation' and recipient = ${email}`).length;
const heldRows = async (email: string) => (await sql`select 1 from private.held_submissions where email = ${email}`).length;

describe('a form posted by the browser without the check (before the app started, or without JavaScript)', () => {
  it('is held once, mails one link, stores nothing real; the button of the linked page stores it once, and a second press changes nothing', async () => {
    const email = uniqueEmail('held-contact');
    const { page, token } = await sendUnchecked('/contact', contactForm(email, 'es'));
    expect(page).toBe(`${ORIGIN}/es/forms/held`);
    expect(token).toMatch(/\S{20,}/);
    expect(await heldRows(email)).toBe(1);
    expect(await heldMails(email)).toBe(1);
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(0);
    // the mail, in the page's language, links to the confirming page in that language, with a token of its own
    const mail = await heldMail(email);
    expect(mail.subject).toBe('Confirme el formulario que nos envió');
    expect(`${mail.link.origin}${mail.link.pathname}`).toBe(`${ORIGIN}/es/forms/held-confirm`);
    const mailToken = mail.link.searchParams.get('token')!;
    expect(mailToken).not.toBe(token);
    expect(mail.text).not.toContain('Question about day programs');
    expect(await pressSend(mailToken, 'es')).toBe('/es/forms/contact-sent');
    expect(await sql`select locale from public.contact_submissions where email = ${email}`).toEqual([{ locale: 'es' }]);
    expect(await heldRows(email)).toBe(0);
    expect(await pressSend(mailToken, 'es')).toBe('/es/forms/held-expired');
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(1);
  });

  it('is not confirmed by opening links (mail scanners open every link): the old /api link leads to the page, which asks for the press', async () => {
    const email = uniqueEmail('held-scanner');
    await sendUnchecked('/contact', contactForm(email));
    const { link } = await heldMail(email);
    const token = link.searchParams.get('token')!;
    const old = await open(`${apiUrl()}/held/confirm?token=${encodeURIComponent(token)}&lang=es`);
    expect(old).toEqual({ status: 303, location: `${ORIGIN}/es/forms/held-confirm?token=${encodeURIComponent(token)}` });
    expect(await heldRows(email)).toBe(1);
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(0);
  });

  it("takes the page's button only with the mail's token: the answer page's (which whoever posted holds) needs the check", async () => {
    const email = uniqueEmail('held-bypass');
    const { token } = await sendUnchecked('/contact', contactForm(email));
    expect(await pressSend(token)).toBe('/forms/held-expired');
    expect(await heldRows(email)).toBe(1);
    const forged = await submit('/held/confirm', new URLSearchParams({ token: 'x'.repeat(5000), lang: 'en' }), { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await heldRows(email)).toBe(1);
  });

  it('is confirmed by the challenge solved on its answer page: one record, the same code as the app (without a solution 400, a spent or forged token 410)', async () => {
    const email = uniqueEmail('held-challenge');
    const { token } = await sendUnchecked('/contact', contactForm(email));
    const client = new Client();
    const missing = await client.request('POST', '/held/confirm', { token, altcha: '' });
    expect(missing.status).toBe(400);
    expect(await heldRows(email)).toBe(1);
    const confirmed = await client.request('POST', '/held/confirm', { token, altcha: await humanProof() });
    expect(confirmed).toMatchObject({ status: 200, body: { outcome: 'contact-sent' } });
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(1);
    const again = await client.request('POST', '/held/confirm', { token, altcha: await humanProof() });
    expect(again.status).toBe(410);
    const forged = await client.request('POST', '/held/confirm', { token: `${token}x`, altcha: await humanProof() });
    expect(forged.status).toBe(410);
    expect(await sql`select 1 from public.contact_submissions where email = ${email}`).toHaveLength(1);
  });

  it('holds a registration without taking a seat; confirmed, it registers once', async () => {
    const [event] = await sql<{ id: string }[]>`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
      values (${`held-${Date.now().toString(36)}`}, 'Held seats', 'About it', now() + interval '10 days', 'Livingston, NJ', 1, true) returning id`;
    const email = uniqueEmail('held-reg');
    const form = new URLSearchParams({ attendeeName: 'Sam Guest', attendeeEmail: email, numberOfGuests: '0', website: '', lang: 'en' });
    const { page, token } = await sendUnchecked(`/events/${event!.id}/register`, form);
    expect(page).toBe(`${ORIGIN}/forms/held`);
    expect(token).toMatch(/\S{20,}/);
    expect(await sql`select 1 from public.event_registrations where event_id = ${event!.id}`).toHaveLength(0);
    expect(await pressSend((await heldMail(email)).link.searchParams.get('token')!)).toBe('/forms/registration-sent');
    expect(await sql`select attendee_email from public.event_registrations where event_id = ${event!.id}`).toEqual([{ attendee_email: email }]);
  });

  it('holds a job application with its CV in Storage; confirmed, the application holds that CV', async () => {
    const [job] = await sql<{ id: string }[]>`insert into public.job_openings (title, department, employment_type, location, description)
      values ('Job Coach', 'Employment', 'Full-time', 'Newark, NJ', 'Coach adults at work.') returning id`;
    const email = uniqueEmail('held-job');
    const form = new FormData();
    for (const [k, v] of Object.entries({ kind: 'job', jobId: job!.id, name: 'Alex Applicant', email, phone: '555-010-0199', heardAbout: 'A job board', availability: 'Weekday mornings', website: '', lang: 'en' })) form.set(k, v);
    form.set('cv', new Blob([pdf()], { type: 'application/pdf' }), 'resume.pdf');
    await sendUnchecked('/applications', form);
    const [held] = await sql<{ cv_path: string }[]>`select cv_path from private.held_submissions where email = ${email}`;
    expect(held?.cv_path).toMatch(/\.pdf$/);
    expect(await sql`select 1 from public.applications where email = ${email}`).toHaveLength(0);
    expect(await pressSend((await heldMail(email)).link.searchParams.get('token')!)).toBe('/forms/application-sent');
    expect(await sql`select cv_path from public.applications where email = ${email}`).toEqual([{ cv_path: held!.cv_path }]);
  });

  it('holds at most 3 forms an hour for one address (the fourth goes to the try-later page, no mail)', async () => {
    const email = uniqueEmail('held-many');
    for (let i = 0; i < 3; i += 1) expect((await sendUnchecked('/contact', contactForm(email))).page).toBe(`${ORIGIN}/forms/held`);
    const form = contactForm(email);
    form.set('altcha', '');
    expect((await submit('/contact', form)).location).toBe(`${ORIGIN}/forms/try-later`);
    expect(await heldMails(email)).toBe(3);
  });

  it('is deleted with its CV by the notify drain\'s retention after 24 hours; until then its CV is no orphan', async () => {
    const email = uniqueEmail('held-expiry');
    const form = new FormData();
    for (const [k, v] of Object.entries({ kind: 'general', name: 'Alex Applicant', email, phone: '555-010-0199', heardAbout: 'A job board', availability: 'Weekday mornings', website: '', lang: 'en' })) form.set(k, v);
    form.set('cv', new Blob([pdf()], { type: 'application/pdf' }), 'resume.pdf');
    await sendUnchecked('/applications', form);
    const mailToken = (await heldMail(email)).link.searchParams.get('token')!;
    const [held] = await sql<{ cv_path: string }[]>`select cv_path from private.held_submissions where email = ${email}`;
    await sql`update storage.objects set created_at = now() - interval '2 hours' where name = ${held!.cv_path}`;
    expect(await sql`select 1 from private.orphan_cv_objects(10000) as name where name = ${held!.cv_path}`).toHaveLength(0);
    await deleteExpiredHeld(sql, heldConfig(), true);
    expect(await heldRows(email)).toBe(1);
    await sql`update private.held_submissions set created_at = now() - interval '24 hours 1 minute' where email = ${email}`;
    expect(await deleteExpiredHeld(sql, heldConfig(), true)).toBeGreaterThanOrEqual(1);
    expect(await heldRows(email)).toBe(0);
    expect(await sql`select 1 from storage.objects where name = ${held!.cv_path}`).toHaveLength(0);
    expect(await pressSend(mailToken)).toBe('/forms/held-expired');
    expect(await sql`select 1 from public.applications where email = ${email}`).toHaveLength(0);
  });

  it('drops a filled honeypot: the sent page, nothing held', async () => {
    const email = uniqueEmail('held-bot');
    const form = contactForm(email);
    form.set('website', 'http://spam.example');
    form.set('altcha', '');
    expect((await submit('/contact', form)).location).toBe(`${ORIGIN}/forms/contact-sent`);
    expect(await heldRows(email)).toBe(0);
  });
});
