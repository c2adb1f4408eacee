// Property: random and hostile bodies, paths and headers never produce a 5xx, and invalid
// input never writes a row. Bounded to ~2,000 requests so it stays well under a minute.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';

const sql = superuser();
let admin: Client;
let eventId: string;
const MARK = `prop${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await signedIn(sql, 'admin', uniqueEmail('prop-admin'));
  const [e] = await sql`insert into public.events (slug, title, description, event_date, location, max_capacity, published)
    values (${`${MARK}-event`}, 'Property event', 'x', now() + interval '30 days', 'Somewhere', 1000, true) returning id`;
  eventId = e!.id;
});
afterAll(() => sql.end());

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "'; drop table public.services; --", '<script>alert(1)</script>', '\u0000', '../../etc/passwd', '%00', '${{7*7}}',
    '{"$gt": ""}', 'a'.repeat(5000), '\uD800', 'NaN', '-1', '1e309', 'null', 'true', ' ', '\n\r\t',
  ),
);
const anyValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 2 }));

/** Valid-looking bodies carrying the marker e-mail, with at least one field broken on purpose. */
function brokenBody(valid: Record<string, unknown>, breakable: Record<string, fc.Arbitrary<unknown>>) {
  const keys = Object.keys(breakable);
  return fc.tuple(fc.subarray(keys, { minLength: 1 }), fc.dictionary(fc.constantFrom(...keys), anyValue)).chain(([broken]) =>
    fc.tuple(...broken.map((k) => breakable[k]!)).map((values) => {
      const body = { ...valid };
      broken.forEach((k, i) => (body[k] = values[i]));
      return body;
    }),
  );
}
const markEmail = () => `${MARK}-${Math.random().toString(36).slice(2, 8)}@example.org`;
const badName = fc.oneof(fc.constant('a'), fc.constant(''), fc.integer(), fc.constant(null), fc.constant(' b '));
const badEmail = fc.oneof(fc.constant('no-at-sign'), fc.constant(`${MARK}@`), fc.integer(), fc.constant(''));

const contactBroken = fc.constant(null).chain(() =>
  brokenBody(
    { name: 'Valid Name', email: markEmail(), subject: 'Valid subject', message: 'A valid message text' },
    { name: badName, subject: fc.oneof(fc.constant('abc'), fc.integer()), message: fc.oneof(fc.constant('short'), fc.array(fc.string())), email: badEmail },
  ),
);
const registrationBroken = fc.constant(null).chain(() =>
  brokenBody(
    { attendeeName: 'Valid Name', attendeeEmail: markEmail(), numberOfGuests: 1 },
    { attendeeName: badName, numberOfGuests: fc.oneof(fc.integer({ min: 6 }), fc.integer({ max: -1 }), fc.constant('many'), fc.constant(2.5)) },
  ),
);
const recipientBroken = fc.constant(null).chain(() =>
  brokenBody({ name: 'Valid', email: markEmail(), active: true }, { name: fc.oneof(fc.constant(''), fc.integer()), active: fc.oneof(fc.constant('yes'), fc.integer()) }),
);

const routes = (): [string, string][] => [
  ['GET', '/services'], ['GET', '/blog'], ['GET', '/events'], ['GET', '/user'], ['GET', '/health'],
  ['POST', '/contact'], ['POST', '/newsletter'], ['POST', `/events/${eventId}/register`], ['POST', '/login'],
  ['POST', '/logout'], ['POST', '/auth/forgot-password'], ['POST', '/auth/reset-password'],
  ['GET', '/contact'], ['GET', '/newsletter'], ['GET', '/notification-recipients'], ['POST', '/notification-recipients'],
  ['PATCH', `/contact/00000000-0000-0000-0000-000000000000/status`], ['PATCH', '/notification-recipients/00000000-0000-0000-0000-000000000000'],
  ['DELETE', '/notification-recipients/not-a-uuid'],
];

const header = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', 'multipart/form-data', 'application/x-www-form-urlencoded', ''),
    origin: fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null'),
    cookie: fc.constantFrom('sb-access-token=garbage', 'sb-refresh-token=garbage', 'sb-access-token=a.b.c; sb-refresh-token=x', ''),
    authorization: fc.constantFrom('Bearer x', 'Basic Zm9vOmJhcg==', 'Bearer ' + 'e'.repeat(50)),
    'x-forwarded-for': fc.ipV4(),
  },
  { requiredKeys: ['x-forwarded-for'] },
);

async function send(method: string, path: string, body: unknown, headers: Record<string, string>, asAdmin: boolean) {
  const client = asAdmin ? admin : new Client();
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await client.request(method, path, method === 'GET' ? undefined : raw ?? '', headers);
  expect(res.status, `${method} ${path} ${raw?.slice(0, 200)} ${JSON.stringify(headers)}`).toBeLessThan(500);
  if (res.status >= 400) expect(typeof res.body?.error === 'string' || typeof res.body?.message === 'string').toBe(true);
}

describe('hostile input', () => {
  it('never answers 5xx for random bodies and headers on every endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes()), fc.oneof(anyValue, fc.json(), hostileString), header, fc.boolean(),
        async ([method, path], body, headers, asAdmin) => send(method, path, body, headers as Record<string, string>, asAdmin),
      ),
      { numRuns: 900 },
    );
  });

  it('never answers 5xx for random paths', async () => {
    const encode = (v: string) => {
      try {
        return encodeURIComponent(v);
      } catch {
        return '%ED%A0%80'; // a lone surrogate: send the raw, invalid UTF-8 escape instead
      }
    };
    const segment = fc.oneof(fc.webSegment(), hostileString.map(encode), fc.constantFrom('%', '%zz', '..', '%2e%2e'), fc.uuid());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'), fc.array(segment, { minLength: 1, maxLength: 4 }), async (method, parts) => {
        await send(method, '/' + parts.join('/'), method === 'GET' ? undefined : {}, { 'x-forwarded-for': '10.9.9.9' }, false);
        await send(method, `/services/${parts.join('/')}`, undefined, {}, false);
      }),
      { numRuns: 250 },
    );
  });

  it('writes no row from invalid contact, registration and recipient bodies', async () => {
    // a fresh session: the random run above may have signed the shared admin out
    const crm = await signedIn(sql, 'admin', uniqueEmail('prop-crm'));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          contactBroken.map((b) => ['/contact', b, false] as const),
          registrationBroken.map((b) => [`/events/${eventId}/register`, b, false] as const),
          recipientBroken.map((b) => ['/notification-recipients', b, true] as const),
        ),
        async ([path, body, asAdmin]) => {
          const client = asAdmin ? crm : new Client();
          const res = await client.post(path, body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.body.fieldErrors).toBeDefined();
        },
      ),
      { numRuns: 400 },
    );
    const pattern = `${MARK}%`;
    const [written] = await sql`select
      (select count(*) from public.contact_submissions where email like ${pattern})
      + (select count(*) from public.event_registrations where attendee_email like ${pattern})
      + (select count(*) from public.notification_recipients where email like ${pattern}) as n`;
    expect(Number(written!.n)).toBe(0);
  });
});
