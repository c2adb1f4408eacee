// POST /api/registrations/cancel: the confirmation mail's cancel link frees the seats.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { CANCEL_PURPOSE } from '../../functions/_shared/mail/templates/registration-mail.ts';
import { signId } from '../../functions/_shared/signed-token.ts';
import { uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';

const sql = superuser();
afterAll(() => sql.end());
const secret = () => inject('testConfig').linkSigningSecret;

async function eventWithRegistration(capacity: number, guests: number) {
  const [event] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
    values (${`cancel-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`}, 'Cancel test', 'About it',
      now() + interval '20 days', 'Livingston, NJ', ${capacity}, true)
    returning id, slug`;
  const res = await new Client().post(`/events/${event!.id}/register`, {
    attendeeName: 'Jo Doe', attendeeEmail: uniqueEmail('cancel'), numberOfGuests: guests,
  });
  expect(res.status).toBe(201);
  return { slug: event!.slug as string, registrationId: res.body.registrationId as string };
}

const seatsLeft = async (slug: string) => (await new Client().get(`/events/${slug}`)).body.seatsLeft;

describe('POST /api/registrations/cancel', () => {
  it('cancels with a genuine token, frees 1 + guests seats, and answers the same way again', async () => {
    const { slug, registrationId } = await eventWithRegistration(10, 3);
    expect(await seatsLeft(slug)).toBe(6);
    const token = await signId(secret(), CANCEL_PURPOSE, registrationId);

    const first = await new Client().post('/registrations/cancel', { token });
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/has been cancelled/);
    expect(await seatsLeft(slug)).toBe(10);
    const [row] = await sql`select status, cancelled_at from public.event_registrations where id = ${registrationId}`;
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelled_at).not.toBeNull();

    const again = await new Client().post('/registrations/cancel', { token });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This registration was already cancelled.');
  });

  it('refuses forged, foreign-purpose and malformed tokens with 400 and changes nothing', async () => {
    const { registrationId } = await eventWithRegistration(5, 0);
    const forged = await signId('some-other-secret-value', CANCEL_PURPOSE, registrationId);
    const otherPurpose = await signId(secret(), 'newsletter-unsubscribe', registrationId);
    for (const token of [forged, otherPurpose, 'garbage', `${registrationId}.`]) {
      const res = await new Client().post('/registrations/cancel', { token });
      expect(res.status, token).toBe(400);
      expect(res.body.error).toMatch(/not valid/);
    }
    for (const body of [{}, { token: '' }, { token: 42 }, 'not json']) {
      const res = await new Client().post('/registrations/cancel', body);
      expect(res.status).toBe(400);
    }
    const [row] = await sql`select status from public.event_registrations where id = ${registrationId}`;
    expect(row!.status).toBe('confirmed');
  });

  it('answers 404 for a genuine token of a registration that no longer exists', async () => {
    const token = await signId(secret(), CANCEL_PURPOSE, '00000000-0000-4000-8000-000000000000');
    const res = await new Client().post('/registrations/cancel', { token });
    expect(res.status).toBe(404);
  });

  it('does not cancel on GET (mail scanners prefetch links)', async () => {
    const { registrationId } = await eventWithRegistration(5, 0);
    const token = await signId(secret(), CANCEL_PURPOSE, registrationId);
    const res = await new Client().get(`/registrations/cancel?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(404);
    const [row] = await sql`select status from public.event_registrations where id = ${registrationId}`;
    expect(row!.status).toBe('confirmed');
  });
});
