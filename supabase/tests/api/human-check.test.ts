// The public forms' proof-of-work check (issue 57.7): GET /api/challenge issues a signed
// challenge; contact, registration, waitlist and applications refuse a missing, forged, expired
// or already used solution with 400 in the visitor's words (both languages), never a 500.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { HUMAN_CHECK_MISSING, HUMAN_CHECK_REFUSED } from '../../functions/_shared/contract/human-check.ts';
import { CHALLENGE_LIFETIME_SECONDS, issueChallenge } from '../../functions/_shared/human-check/proof-of-work.ts';
import { PRIVATE } from '../../functions/_shared/http/shared-cache.ts';
import { uniqueEmail } from './accounts.ts';
import { apiUrl, Client, freshIp, ORIGIN } from './http.ts';
import { humanProof } from './human-proof.ts';

const sql = superuser();
let eventId = '';
beforeAll(async () => {
  const [row] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
    values (${`checked-${Date.now().toString(36)}`}, 'Checked event', 'About it', now() + interval '10 days', 'Livingston, NJ', 50, true)
    returning id`;
  eventId = row!.id as string;
});
afterAll(() => sql.end());

const contact = (email: string, altcha?: string) => ({
  name: 'Pat Visitor', email, subject: 'Question about day programs', message: 'Do you have openings for adults?', altcha,
});
const stored = async (email: string) => (await sql`select 1 from public.contact_submissions where email = ${email}`).length;
const refusedWith = (message: string) => ({ error: message, fieldErrors: { altcha: [message] } });
const solved = async (challenge: Challenge) => btoa(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) }));
/** The stack's own signing configuration, as the tests' global setup gave it. */
const stackConfig = () => parseConfig({ LINK_SIGNING_SECRET: inject('testConfig').linkSigningSecret, CHALLENGE_MAX_COUNTER: '10' });

describe('GET /api/challenge', () => {
  it('issues a signed PBKDF2 challenge that expires, never cached, a new one each time', async () => {
    const before = Date.now() / 1000;
    const [a, b] = await Promise.all([fetch(`${apiUrl()}/challenge`), fetch(`${apiUrl()}/challenge`)]);
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe(PRIVATE);
    const first = (await a.json()) as Challenge;
    const second = (await b.json()) as Challenge;
    expect(first.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before + CHALLENGE_LIFETIME_SECONDS));
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
  });
});

describe('a guarded form', () => {
  it('takes a fresh solution once: the same solution sent again is refused and stores nothing', async () => {
    const proof = await humanProof();
    const first = uniqueEmail('once');
    const again = uniqueEmail('twice');
    expect((await new Client().post('/contact', contact(first, proof))).status).toBe(201);
    const replay = await new Client().post('/contact', contact(again, proof));
    expect(replay).toMatchObject({ status: 400, body: refusedWith(HUMAN_CHECK_REFUSED) });
    expect([await stored(first), await stored(again)]).toEqual([1, 0]);
  });

  it('refuses a missing solution with its own words, in Spanish on a Spanish page', async () => {
    const email = uniqueEmail('none');
    const res = await new Client().post('/contact', contact(email, ''));
    expect(res).toMatchObject({ status: 400, body: refusedWith(HUMAN_CHECK_MISSING) });
    const es = await new Client().post('/contact', contact(email, ''), { 'accept-language': 'es' });
    expect(es.status).toBe(400);
    expect(es.body.error).toBe('Espere a que termine la comprobación de que no es un robot y vuelva a enviar.');
    expect(await stored(email)).toBe(0);
  });

  it('refuses an expired challenge, a changed one and one signed with another key', async () => {
    const config = stackConfig();
    const expired = await issueChallenge(config, new Date(Date.now() - (CHALLENGE_LIFETIME_SECONDS + 60) * 1000));
    const fresh = await issueChallenge(config, new Date());
    const { solution } = JSON.parse(atob(await solved(fresh)));
    const later = btoa(JSON.stringify({ challenge: { ...fresh, parameters: { ...fresh.parameters, expiresAt: fresh.parameters.expiresAt! + 3600 } }, solution }));
    const foreign = await issueChallenge({ ...config, LINK_SIGNING_SECRET: 'another-deployment-link-signing-secret' }, new Date());
    for (const altcha of [await solved(expired), later, await solved(foreign)]) {
      const email = uniqueEmail('forged');
      const res = await new Client().post('/contact', contact(email, altcha));
      expect(res).toMatchObject({ status: 400, body: refusedWith(HUMAN_CHECK_REFUSED) });
      expect(await stored(email)).toBe(0);
    }
  });

  it('answers 400, never 500, to a payload that is not a solution', async () => {
    const fresh = await issueChallenge(stackConfig(), new Date());
    const payloads = ['not base64 !', btoa('not json'), btoa('null'), btoa(JSON.stringify({ challenge: fresh })),
      btoa(JSON.stringify({ challenge: fresh, solution: { counter: 'x', derivedKey: 1 } })),
      btoa(JSON.stringify({ challenge: { ...fresh, parameters: { ...fresh.parameters, keyLength: -1 } }, solution: { counter: 1, derivedKey: '00' } })),
      'x'.repeat(5000)];
    for (const altcha of payloads) {
      const res = await new Client().post('/contact', contact(uniqueEmail('junk'), altcha));
      expect(res.status, altcha.slice(0, 40)).toBe(400);
    }
  });

  it('guards the registration, the waitlist and the application form too', async () => {
    const attendee = { attendeeName: 'Sam Guest', attendeeEmail: uniqueEmail('reg'), numberOfGuests: 1, altcha: '' };
    for (const path of [`/events/${eventId}/register`, `/events/${eventId}/waitlist`]) {
      expect(await new Client().post(path, attendee)).toMatchObject({ status: 400, body: refusedWith(HUMAN_CHECK_MISSING) });
    }
    expect(await sql`select 1 from public.event_registrations where attendee_email = ${attendee.attendeeEmail}`).toHaveLength(0);
    const form = new FormData();
    for (const [k, v] of Object.entries({ kind: 'volunteer', name: 'Alex Applicant', email: uniqueEmail('app'), phone: '555-010-0199',
      heardAbout: 'A job board', availability: 'Weekends' })) form.set(k, v);
    const res = await fetch(`${apiUrl()}/applications`, { method: 'POST', headers: { origin: ORIGIN, 'x-forwarded-for': freshIp() }, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refusedWith(HUMAN_CHECK_MISSING));
  });
});
