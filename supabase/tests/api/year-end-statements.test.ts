// Year-end statements: a super_admin queues one e-mail per donor and year; a second press sends nothing new.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';
import { drain, outboxIds, readEml, recordingFileTransport } from './mail.ts';

const sql = superuser();
let superAdmin: Client;
let admin: Client;
const tag = randomUUID().slice(0, 8);
const ana = `ana-${tag}@example.org`;
const ben = `Ben-${tag}@Example.org`;
// A year no other test gives gifts in.
const YEAR = 2019;

async function gift(email: string, cents: number, at: string, status = 'succeeded', name: string | null = null) {
  await sql`insert into public.donations (amount_cents, donor_email, donor_name, status, created_at) values (${cents}, ${email}, ${name}, ${status}, ${at}::timestamptz)`;
}

beforeAll(async () => {
  superAdmin = await signedIn(sql, 'super_admin', uniqueEmail('statements-super'));
  admin = await signedIn(sql, 'admin', uniqueEmail('statements-admin'));
  await gift(ana, 2500, `${YEAR}-03-04T15:00:00Z`, 'succeeded', 'Ana Ruiz');
  await gift(ana, 10000, `${YEAR}-12-31T23:30:00-05:00`); // New Year's Eve in New Jersey
  await gift(ana, 9900, `${YEAR}-06-01T12:00:00Z`, 'failed');
  await gift(ana, 7700, `${YEAR + 1}-01-01T06:00:00Z`); // 1 a.m. on 1 January in New Jersey: next year
  await gift(ben, 5000, `${YEAR}-07-04T16:00:00Z`);
});
afterAll(() => sql.end());

const statementsFor = (email: string) => outboxIds(sql, sql`kind = 'year_end_statement' and lower(recipient) = lower(${email})`);

describe('POST /api/admin/donations/year-end-statements', () => {
  it('is for super admins only: 401 signed out, 403 for an admin', async () => {
    expect((await new Client().post('/admin/donations/year-end-statements', { year: YEAR })).status).toBe(401);
    const res = await admin.post('/admin/donations/year-end-statements', { year: YEAR });
    expect(res).toMatchObject({ status: 403, body: { error: 'Super admin privileges required.' } });
    expect(await statementsFor(ana)).toHaveLength(0);
  });

  it('queues one statement per donor with that year’s gifts, and nothing new when pressed again', async () => {
    const first = await superAdmin.post('/admin/donations/year-end-statements', { year: YEAR });
    expect(first).toMatchObject({ status: 200, body: { sent: 2, message: `2 year-end statements for ${YEAR} queued for sending.` } });
    const again = await superAdmin.post('/admin/donations/year-end-statements', { year: YEAR });
    expect(again.body).toEqual({ sent: 0, message: `No new statements to send for ${YEAR}: every donor with gifts that year already has one.` });
    expect(await statementsFor(ana)).toHaveLength(1);
    expect(await statementsFor(ben)).toHaveLength(1);
    const [row] = await sql`select gift_count, total_cents::int from public.year_end_statements where lower(donor_email) = ${ana} and year = ${YEAR}`;
    expect(row).toEqual({ gift_count: 2, total_cents: 12500 });
  });

  it("lists the year's succeeded gifts, the total and the tax statement", async () => {
    await superAdmin.post('/admin/donations/year-end-statements', { year: YEAR });
    const transport = recordingFileTransport();
    expect((await drain(sql, transport, await statementsFor(ana))).sent).toBe(1);
    const eml = (await readEml(transport.paths[0]!)).replace(/\r?\n/g, ' ');
    expect(eml).toContain(`Your ${YEAR} giving statement from Bright Path Support Services`);
    expect(eml).toContain('Dear Ana Ruiz');
    expect(eml).toContain(`March 4, ${YEAR}: $25.00 (one-time gift)`);
    expect(eml).toContain(`December 31, ${YEAR}: $100.00 (one-time gift)`);
    expect(eml).not.toContain('$99.00');
    expect(eml).not.toContain('$77.00');
    expect(eml).toContain(`Total for ${YEAR}: $125.00`);
    expect(eml).toContain('is a tax-exempt 501(c)(3) organization. No goods or services were provided in exchange for this contribution.');
  });

  it('refuses a year that has not started, or no year, with 400', async () => {
    const future = await superAdmin.post('/admin/donations/year-end-statements', { year: 2100 });
    expect(future).toMatchObject({ status: 400, body: { error: 'That year has not started yet.' } });
    expect((await superAdmin.post('/admin/donations/year-end-statements', { year: 'last' })).body.message).toBe('Choose a year');
    expect((await superAdmin.post('/admin/donations/year-end-statements', {})).status).toBe(400);
  });
});
