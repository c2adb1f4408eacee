// E-mails in the visitor's language (issue 36, item 5): the public write routes keep the language
// of the page a form was sent from (Accept-Language: es from a Spanish page), every mail to that
// person is in it (Spanish subject, words, dates, /es/ links, .ics), and staff notifications stay
// English with a 'Preferred language: Spanish' line.
import { afterAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import type { MailMessage } from '../../functions/_shared/mail/message.ts';
import { PREFERRED_SPANISH } from '../../functions/_shared/mail/templates/language.ts';
import { uniqueEmail } from './accounts.ts';
import { apiUrl, Client, freshIp, ORIGIN } from './http.ts';
import { humanProof } from './human-proof.ts';
import { drain, outboxIds } from './mail.ts';

const sql = superuser();
afterAll(() => sql.end());

const SPANISH = { 'Accept-Language': 'es' };
const SITE = 'http://localhost:5173';

/** Sends the pending mails `where` picks and returns them. */
async function send(where: Parameters<typeof outboxIds>[1]): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const ids = await outboxIds(sql, where);
  await drain(sql, { send: async (m) => { sent.push(m); } }, ids);
  return sent;
}

const mailTo = async (recipient: string, kind: string) => {
  const [mail] = await send(sql`recipient = ${recipient} and kind = ${kind} and status = 'pending'`);
  expect(mail, `${kind} to ${recipient}`).toBeDefined();
  return mail!;
};

/** A published upcoming event with a published Spanish title and place. */
async function spanishEvent(capacity: number | null = null) {
  const [event] = await sql<{ id: string; slug: string }[]>`
    insert into public.events (slug, title, description, event_date, location, max_capacity, published)
    values (${`lang-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`}, 'Family Game Night', 'Games.',
      now() + interval '10 days', 'Community Room', ${capacity}, true)
    returning id, slug`;
  await sql`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
    values ('events', ${event!.id}, 'es', ${sql.json({ title: 'Noche de juegos en familia', location: 'Salón comunitario' })},
      ${sql.json({ title: 'Family Game Night', location: 'Community Room' })}, 'published')`;
  return event!;
}

const attendee = (label: string, guests = 0) => ({ attendeeName: 'Familia Pérez', attendeeEmail: uniqueEmail(label), numberOfGuests: guests });

/** Applies to volunteer as Lucía Gómez from `address`; the application's id. */
async function applyAsVolunteer(address: string, headers: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    kind: 'volunteer', name: 'Lucía Gómez', email: address, phone: '973-555-0123', heardAbout: 'A job board', availability: 'Sábados por la mañana',
  })) form.set(k, v);
  form.set('altcha', await humanProof());
  const res = await fetch(`${apiUrl()}/applications`, { method: 'POST', headers: { origin: ORIGIN, 'x-forwarded-for': freshIp(), ...headers }, body: form });
  expect(res.status).toBe(201);
  const [row] = await sql<{ id: string }[]>`select id from public.applications where email = ${address}`;
  return row!.id;
}

/** The staff notice of one application (other files' applications reach every volunteering recipient too). */
const noticeOf = async (staff: string, applicationId: string) => {
  const [mail] = await send(sql`recipient = ${staff} and kind = 'application_notification' and payload->>'applicationId' = ${applicationId}`);
  expect(mail, `the notice of application ${applicationId}`).toBeDefined();
  return mail!;
};

describe('the public write routes keep the page language', () => {
  it('stores es when the request prefers Spanish and en otherwise, on every kind of row', async () => {
    const event = await spanishEvent(1);
    const stored: Record<string, [string | undefined, string | undefined]> = {};
    for (const [locale, headers] of [['es', { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.5' }], ['en', { 'Accept-Language': 'en-US,es;q=0.5' }]] as const) {
      const email = uniqueEmail(`lang-${locale}`);
      expect((await new Client().post('/contact', { name: 'Ana', email, subject: 'Una consulta', message: 'Tengo una pregunta sobre los programas.' }, headers)).status).toBe(201);
      expect((await new Client().post('/newsletter', { email }, headers)).status).toBe(201);
      await applyAsVolunteer(email, headers);
      const [contact] = await sql`select locale from public.contact_submissions where email = ${email}`;
      const [signup] = await sql`select locale from public.newsletter_signups where email = ${email}`;
      const [application] = await sql`select locale from public.applications where email = ${email}`;
      stored[`contact ${locale}`] = [contact?.locale, locale];
      stored[`newsletter ${locale}`] = [signup?.locale, locale];
      stored[`application ${locale}`] = [application?.locale, locale];
    }
    // the one seat goes to a Spanish registration; then one family of each language waits
    const registered = await new Client().post(`/events/${event.id}/register`, attendee('reg-es'), SPANISH);
    expect(registered.status).toBe(201);
    const [registration] = await sql`select locale from public.event_registrations where id = ${registered.body.registrationId}`;
    stored.registration = [registration?.locale, 'es'];
    for (const [locale, headers] of [['es', SPANISH], ['en', {}]] as const) {
      const family = attendee(`wait-${locale}`);
      expect((await new Client().post(`/events/${event.id}/waitlist`, family, headers)).status).toBe(201);
      const [entry] = await sql`select locale from public.event_waitlist where attendee_email = ${family.attendeeEmail}`;
      stored[`waitlist ${locale}`] = [entry?.locale, locale];
    }
    for (const [label, [actual, expected]] of Object.entries(stored)) expect(actual, label).toBe(expected);
  });
});

describe('mails to a Spanish-speaking visitor', () => {
  it('confirms a registration in Spanish with the Spanish title, es-US dates, /es/ links and a Spanish .ics', async () => {
    const event = await spanishEvent();
    const family = attendee('confirm-es', 2);
    const res = await new Client().post(`/events/${event.id}/register`, family, SPANISH);
    expect(res.status).toBe(201);
    const mail = await mailTo(family.attendeeEmail, 'registration_confirmation');
    expect(mail.subject).toBe('Inscripción confirmada: Noche de juegos en familia');
    expect(mail.text).toContain('Hola, Familia Pérez:');
    expect(mail.text).toContain('Su inscripción para Noche de juegos en familia con 2 invitados está confirmada.');
    expect(mail.text).toContain('Lugar: Salón comunitario');
    expect(mail.text).toMatch(/Fecha: [a-záéíóú]+, \d+ de [a-z]+ de \d{4}/);
    expect(mail.text).toContain(`Detalles del evento: ${SITE}/es/events/${event.slug}`);
    expect(mail.text).toContain(`${SITE}/es/events/cancel?token=`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.attachments?.[0]?.filename).toBe('evento.ics');
    expect(mail.attachments?.[0]?.content).toContain('Noche de juegos en familia');
    expect(mail.attachments?.[0]?.content).toContain('Inscripción de Familia Pérez');
  });

  it('reminds in Spanish', async () => {
    const event = await spanishEvent();
    const family = attendee('remind-es');
    const res = await new Client().post(`/events/${event.id}/register`, family, SPANISH);
    await sql`insert into public.email_outbox (kind, recipient, payload)
      values ('event_reminder', ${family.attendeeEmail}, ${sql.json({ registrationId: res.body.registrationId })})`;
    const mail = await mailTo(family.attendeeEmail, 'event_reminder');
    expect(mail.subject).toMatch(/^Recordatorio: Noche de juegos en familia el /);
    expect(mail.text).toContain('Le recordamos su inscripción para Noche de juegos en familia.');
    expect(mail.text).toContain(`${SITE}/es/events/cancel?token=`);
  });

  it('tells a Spanish waitlist family its place, offers seats and claims them into a Spanish registration', async () => {
    const event = await spanishEvent(1);
    const first = attendee('first-en');
    const taken = await new Client().post(`/events/${event.id}/register`, first);
    const family = attendee('wait-es');
    expect((await new Client().post(`/events/${event.id}/waitlist`, family, SPANISH)).status).toBe(201);
    const joined = await mailTo(family.attendeeEmail, 'waitlist_joined');
    expect(joined.subject).toBe('Está en la lista de espera: Noche de juegos en familia');
    expect(joined.text).toContain('Usted tiene el número 1 en la lista de espera de Noche de juegos en familia');
    expect(joined.text).toContain(`${SITE}/es/events/leave-waitlist?token=`);

    // the first family cancels: the seat is offered to the waiting family, in Spanish
    await sql`select public.cancel_registration(${taken.body.registrationId}::uuid)`;
    const offer = await mailTo(family.attendeeEmail, 'waitlist_offer');
    expect(offer.subject).toBe('Hay lugares disponibles: Noche de juegos en familia');
    expect(offer.text).toContain('Ya hay lugares disponibles para usted en Noche de juegos en familia');
    const token = /\/es\/events\/claim\?token=([^\s]+)/.exec(offer.text)?.[1];
    expect(token).toBeDefined();
    expect((await new Client().post('/waitlist/claim', { token: decodeURIComponent(token!) })).status).toBe(200);
    const [registration] = await sql`select locale from public.event_registrations where attendee_email = ${family.attendeeEmail}`;
    expect(registration?.locale).toBe('es');
    const confirmation = await mailTo(family.attendeeEmail, 'registration_confirmation');
    expect(confirmation.subject).toBe('Inscripción confirmada: Noche de juegos en familia');
  });

  it('tells a Spanish family of a cancelled event in Spanish', async () => {
    const event = await spanishEvent();
    const email = uniqueEmail('cancelled-es');
    await sql`insert into public.email_outbox (kind, recipient, payload)
      values ('event_cancelled', ${email}, ${sql.json({ eventId: event.id, attendeeName: 'Familia Pérez', locale: 'es' })})`;
    const mail = await mailTo(email, 'event_cancelled');
    expect(mail.subject).toMatch(/^Cancelado: Noche de juegos en familia el /);
    expect(mail.text).toContain('Lamentamos informarle que se canceló el evento Noche de juegos en familia');
    expect(mail.text).toContain(`Vea nuestros otros eventos: ${SITE}/es/events`);
  });

  it('sends a Spanish receipt and dedication notice for a gift made on a Spanish page', async () => {
    const donor = uniqueEmail('donor-es');
    const honoree = uniqueEmail('honoree-es');
    const [gift] = await sql<{ id: string }[]>`
      insert into public.donations (amount_cents, donor_name, donor_email, stripe_payment_intent_id, status, fee_cents,
        dedication_kind, dedication_name, dedication_notify_email, locale)
      values (5000, 'Rosa', ${donor}, ${`pi_lang_${Date.now()}`}, 'succeeded', 140, 'memory', 'Abuela Carmen', ${honoree}, 'es')
      returning id`;
    await sql`insert into public.email_outbox (kind, recipient, payload) values
      ('donation_receipt', ${donor}, ${sql.json({ donationId: gift!.id })}),
      ('dedication_notice', ${honoree}, ${sql.json({ donationId: gift!.id })})`;
    const receipt = await mailTo(donor, 'donation_receipt');
    expect(receipt.subject).toBe('Gracias por su donación de $50.00 a Bright Path Support Services');
    expect(receipt.text).toContain('Hola, Rosa:');
    expect(receipt.text).toContain('Incluye $1.40 que usted agregó para cubrir el costo del procesamiento');
    expect(receipt.text).toContain('Dedicatoria: En memoria de Abuela Carmen');
    expect(receipt.text).toContain('No se entregaron bienes ni servicios a cambio de esta contribución.');
    const notice = await mailTo(honoree, 'dedication_notice');
    expect(notice.subject).toBe('Una donación a Bright Path Support Services en memoria de Abuela Carmen');
    expect(notice.text).toContain('Rosa hizo una donación a Bright Path Support Services en memoria de Abuela Carmen.');
  });

  it("sends a Spanish monthly receipt with the /es/ manage link, the cancellation and the year's statement", async () => {
    const donor = uniqueEmail('monthly-es');
    const [sub] = await sql<{ id: string }[]>`
      insert into public.donation_subscriptions (stripe_subscription_id, stripe_customer_id, amount_cents, donor_email, status,
        current_period_end, locale)
      values (${`sub_lang_${Date.now()}`}, 'cus_lang', 2500, ${donor}, 'active', '2030-02-01T12:00:00Z', 'es') returning id`;
    const [gift] = await sql<{ id: string }[]>`
      insert into public.donations (amount_cents, donor_email, stripe_payment_intent_id, stripe_invoice_id, subscription_id, status, locale)
      values (2500, ${donor}, ${`pi_lang_m_${Date.now()}`}, ${`in_lang_${Date.now()}`}, ${sub!.id}, 'succeeded', 'es') returning id`;
    const [statement] = await sql<{ id: string }[]>`
      insert into public.year_end_statements (donor_email, year, gift_count, total_cents)
      values (${donor}, extract(year from now() at time zone 'America/New_York')::int, 1, 2500) returning id`;
    await sql`insert into public.email_outbox (kind, recipient, payload) values
      ('donation_receipt', ${donor}, ${sql.json({ donationId: gift!.id })}),
      ('monthly_gift_cancelled', ${donor}, ${sql.json({ subscriptionId: sub!.id })}),
      ('year_end_statement', ${donor}, ${sql.json({ statementId: statement!.id })})`;
    const receipt = await mailTo(donor, 'donation_receipt');
    expect(receipt.subject).toBe('Recibo de su donación mensual de $25.00 a Bright Path Support Services');
    expect(receipt.text).toContain('Frecuencia: Mensual');
    expect(receipt.text).toContain(`Administrar su donación mensual: ${SITE}/es/donate/monthly-gift?token=`);
    const cancelled = await mailTo(donor, 'monthly_gift_cancelled');
    expect(cancelled.subject).toBe('Su donación mensual a Bright Path Support Services fue cancelada');
    expect(cancelled.text).toContain('No se harán más cobros después del viernes, 1 de febrero de 2030.');
    const yearly = await mailTo(donor, 'year_end_statement');
    expect(yearly.subject).toMatch(/^Su resumen de donaciones de \d{4} de Bright Path Support Services$/);
    expect(yearly.text).toMatch(/\d+ de [a-z]+ de \d{4}: \$25\.00 \(donación mensual\)/);
  });

  it('confirms an application in Spanish; the staff notice stays English and names the language', async () => {
    const staff = uniqueEmail('staff-volunteering');
    await sql`insert into public.notification_recipients (name, email, topics) values ('Staff', ${staff}, array['volunteering', 'contact'])`;
    try {
      const applicant = uniqueEmail('applicant-es');
      const spanishApplication = await applyAsVolunteer(applicant, SPANISH);
      const confirmation = await mailTo(applicant, 'application_confirmation');
      expect(confirmation.subject).toBe('Recibimos su solicitud de voluntariado');
      expect(confirmation.text).toContain('Gracias por postularse para el voluntariado. Recibimos su solicitud y nos comunicaremos con usted.');
      expect(confirmation.text).toContain(`${SITE}/es/applications/withdraw?token=`);
      const notice = await noticeOf(staff, spanishApplication);
      expect(notice.subject).toBe('New application: Lucía Gómez for volunteering');
      expect(notice.text).toContain(PREFERRED_SPANISH);

      const english = uniqueEmail('applicant-en');
      const englishNotice = await noticeOf(staff, await applyAsVolunteer(english));
      expect(englishNotice.text).not.toContain('Preferred language');

      const sender = uniqueEmail('contact-es');
      expect((await new Client().post('/contact', { name: 'Ana', email: sender, subject: 'Una consulta', message: 'Tengo una pregunta sobre los programas.' }, SPANISH)).status).toBe(201);
      const [contact] = await sql`select id from public.contact_submissions where email = ${sender}`;
      const [contactNotice] = await send(sql`recipient = ${staff} and payload->>'contactId' = ${contact!.id}`);
      expect(contactNotice?.subject).toBe('New contact message: Una consulta');
      expect(contactNotice?.text).toContain(`Subject: Una consulta\n${PREFERRED_SPANISH}\n`);
    } finally {
      await sql`delete from public.notification_recipients where email = ${staff}`;
    }
  });
});
