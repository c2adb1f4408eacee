// The two-step sign-in journeys of issue 34, run against each auth adapter (two-step.test.ts:
// the local adapter in the Deno function; supabase-two-step.test.ts: Supabase Auth through the
// GoTrue stand-in). Codes are computed by the test (scripts/testing/totp.ts), not the server.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { twoStepStatusSchema, enrollResponseSchema, TWO_STEP_MESSAGES } from '@contract/two-step.ts';
import { AUTH_MESSAGES } from '@contract/auth.ts';
import type { ApiApp } from '../../functions/_shared/app.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { totpCode } from '../../../scripts/testing/totp.ts';
import type { MailMessage } from '../../functions/_shared/mail/message.ts';
import { adminRoutes } from './admin-routes.ts';
import { PASSWORD } from './accounts.ts';
import type { Client } from './http.ts';
import { drain, outboxIds } from './mail.ts';

export interface TwoStepMode {
  /** A new staff account, signed in with its password in a browser of its own. */
  signedIn(label: string, kind?: 'admin' | 'super_admin'): Promise<{ browser: Client; email: string; userId: string }>;
  /** Another browser (own cookies and address). */
  client(): Client;
  /** The app whose admin routes are walked. */
  app(): ApiApp;
  /** LOGIN_MAX_FAILURES of the app under test. */
  maxFailures: number;
}

/** A six-digit code that is none of the codes valid now. */
export function wrongCode(secret: string) {
  const valid = new Set([-1, 0, 1].map((offset) => totpCode(secret, { offset })));
  for (let n = 0; ; n++) {
    const code = String((Number(totpCode(secret)) + 500_000 + n) % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Sets up an authenticator in this (aal1 or aal2) browser: its key, and the code that confirmed it. */
export async function enroll(browser: Client, friendlyName = 'Work phone') {
  const res = await browser.post('/auth/two-step/authenticators', { friendlyName });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const enrolled = enrollResponseSchema.parse(res.body);
  const code = totpCode(enrolled.secret);
  const confirmed = await browser.post(`/auth/two-step/authenticators/${enrolled.factorId}/confirm`, { code });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { ...enrolled, code };
}

const claimsOf = (browser: Client) => decodeJwt(browser.cookies.get('sb-access-token')!);

/** The authenticator notices queued for `email` (both adapters' factors are in the test database). */
async function noticesTo(email: string) {
  const sql = superuser(1);
  try {
    const rows = await sql<{ payload: { locale: string; friendlyName: string } }[]>`
      select payload from public.email_outbox where kind = 'authenticator_added' and recipient = ${email} order by id`;
    return rows.map(({ payload }) => ({ locale: payload.locale, friendlyName: payload.friendlyName }));
  } finally {
    await sql.end();
  }
}

/** Sends the authenticator notices queued for `email` through the outbox drain: the mails, oldest first. */
async function sendNotices(email: string): Promise<MailMessage[]> {
  const sql = superuser(1);
  const sent: MailMessage[] = [];
  try {
    const ids = await outboxIds(sql, sql`kind = 'authenticator_added' and recipient = ${email} and status = 'pending'`);
    await drain(sql, { send: async (m) => { sent.push(m); } }, ids);
  } finally {
    await sql.end();
  }
  return sent;
}

export function twoStepSuite(mode: () => TwoStepMode) {
  describe('setting up an authenticator', () => {
    it('answers the key, its otpauth URI and, with the first code, an aal2 session', async () => {
      const { browser, email } = await mode().signedIn('enrol');
      const res = await browser.post('/auth/two-step/authenticators', { friendlyName: 'Work phone' });
      expect(res.status).toBe(201);
      const enrolled = enrollResponseSchema.parse(res.body);
      expect(enrolled.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(enrolled.uri).toMatch(/^otpauth:\/\/totp\//);
      expect(enrolled.uri).toContain(`secret=${enrolled.secret}`);
      expect(decodeURIComponent(enrolled.uri)).toContain(email);
      // not set up until confirmed: the set-up is still what sign-in asks for
      expect((await browser.get('/user')).body.secondStep).toBe('setup');
      expect((await browser.get('/contact')).status).toBe(403);

      const wrong = await browser.post(`/auth/two-step/authenticators/${enrolled.factorId}/confirm`, { code: wrongCode(enrolled.secret) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors.code).toEqual([TWO_STEP_MESSAGES.wrongCode]);

      const ok = await browser.post(`/auth/two-step/authenticators/${enrolled.factorId}/confirm`, { code: totpCode(enrolled.secret) });
      expect(ok.status).toBe(200);
      const status = twoStepStatusSchema.parse(ok.body);
      expect(status.authenticators.map((a) => a.friendlyName)).toEqual(['Work phone']);
      expect(status.secondStep).toBeNull();
      const claims = claimsOf(browser);
      expect(claims.aal).toBe('aal2');
      expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password']);
      expect((await browser.get('/contact')).status).toBe(200);
    });

    it('refuses a code that is not six digits (400) and an unknown authenticator (404)', async () => {
      const { browser } = await mode().signedIn('enrol-bad');
      const short = await browser.post('/auth/two-step/verify', { code: '12345' });
      expect(short.status).toBe(400);
      expect(short.body.fieldErrors.code).toEqual(['Enter the 6-digit code from your authenticator app']);
      const unknown = await browser.post('/auth/two-step/authenticators/00000000-0000-4000-8000-000000000000/confirm', { code: '123456' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(TWO_STEP_MESSAGES.notFound);
      const unnamed = await browser.post('/auth/two-step/authenticators', { friendlyName: ' ' });
      expect(unnamed.status).toBe(400);
    });
  });

  describe('signing in with a second step', () => {
    it('a password-only token gets 403 from every admin route; the code opens them; a used code is refused', async () => {
      const { email, browser: first } = await mode().signedIn('sign-in');
      const { secret, code: confirmCode } = await enroll(first);

      const browser = mode().client();
      const login = await browser.post('/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.user.secondStep).toBe('code');
      expect(claimsOf(browser).aal).toBe('aal1');

      const routes = adminRoutes(mode().app());
      expect(routes.length).toBeGreaterThan(25);
      expect(routes).toEqual(expect.arrayContaining([
        { method: 'GET', path: '/contact' }, { method: 'GET', path: '/admin/donations' }, { method: 'GET', path: '/newsletter' },
      ]));
      for (const route of routes) {
        const res = await browser.request(route.method, route.path, route.method === 'GET' ? undefined : {});
        expect(res.status, `${route.method} ${route.path}`).toBe(403);
        expect(res.body.error, `${route.method} ${route.path}`).toBe(TWO_STEP_MESSAGES.codeNeeded);
      }

      const used = await browser.post('/auth/two-step/verify', { code: confirmCode });
      expect(used.status).toBe(400);
      expect(used.body.error).toBe(TWO_STEP_MESSAGES.usedCode);
      const wrong = await browser.post('/auth/two-step/verify', { code: wrongCode(secret) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe(TWO_STEP_MESSAGES.wrongCode);

      const next = totpCode(secret, { offset: 1 });
      const ok = await browser.post('/auth/two-step/verify', { code: next });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(twoStepStatusSchema.parse(ok.body).secondStep).toBeNull();
      expect(claimsOf(browser).aal).toBe('aal2');
      expect((await browser.get('/user')).body.secondStep).toBeNull();
      expect((await browser.get('/contact')).status).toBe(200);
      expect((await browser.get('/admin/donations')).status).toBe(200);

      // the same code again, from another sign-in
      const again = mode().client();
      await again.post('/login', { email, password: PASSWORD });
      const reused = await again.post('/auth/two-step/verify', { code: next });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe(TWO_STEP_MESSAGES.usedCode);
    });

    it('counts wrong codes like wrong passwords: after the limit even the right code waits (429)', async () => {
      const { email, browser: first } = await mode().signedIn('code-limit');
      const { secret } = await enroll(first);
      const browser = mode().client();
      expect((await browser.post('/login', { email, password: PASSWORD })).status).toBe(200);
      for (let i = 0; i < mode().maxFailures; i++) {
        expect((await browser.post('/auth/two-step/verify', { code: wrongCode(secret) })).status).toBe(400);
      }
      const limited = await browser.post('/auth/two-step/verify', { code: totpCode(secret, { offset: 1 }) });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
      expect(limited.headers.get('retry-after')).toBe('900');
    });
  });

  describe('the notice e-mail', () => {
    it('tells the account of each authenticator set up on it, in the language of the screen it was set up from', async () => {
      const { email, browser } = await mode().signedIn('notice');
      const res = await browser.request('POST', '/auth/two-step/authenticators', { friendlyName: 'Teléfono' }, { 'accept-language': 'es' });
      expect(res.status).toBe(201);
      const { factorId, secret } = enrollResponseSchema.parse(res.body);
      expect(await noticesTo(email)).toEqual([]);
      const confirmed = await browser.request('POST', `/auth/two-step/authenticators/${factorId}/confirm`, { code: totpCode(secret) }, {
        'accept-language': 'es-US,es;q=0.9',
      });
      expect(confirmed.status).toBe(200);
      await enroll(browser, 'Work laptop');
      expect(await noticesTo(email)).toEqual([{ locale: 'es', friendlyName: 'Teléfono' }, { locale: 'en', friendlyName: 'Work laptop' }]);

      const sent = await sendNotices(email);
      expect(sent.map((m) => m.to)).toEqual([email, email]);
      expect(sent.map((m) => m.subject)).toEqual([
        'Se agregó un autenticador nuevo a su cuenta de administración', 'A new authenticator was added to your admin account',
      ]);
      expect(sent[0]!.text).toContain('llamada "Teléfono"');
      expect(sent[0]!.text).toContain('Si no fue usted, alguien más conoce su contraseña');
      expect(sent[1]!.text).toContain('named "Work laptop"');
      expect(sent[1]!.text).toContain('If it was not you, someone else knows your password');
    });
  });

  describe('more than one authenticator', () => {
    it('adds a second one from an aal2 session only, lists both, removes one', async () => {
      const { email, browser } = await mode().signedIn('two-apps');
      const first = await enroll(browser, 'Work phone');
      const spare = await enroll(browser, 'Spare phone');
      const listed = twoStepStatusSchema.parse((await browser.get('/auth/two-step')).body);
      expect(listed.authenticators.map((a) => a.friendlyName)).toEqual(['Work phone', 'Spare phone']);
      const sameName = await browser.post('/auth/two-step/authenticators', { friendlyName: 'Spare phone' });
      expect(sameName.status).toBe(409);
      expect(sameName.body.error).toBe(TWO_STEP_MESSAGES.nameTaken);

      // a password-only session can neither add nor remove one
      const aal1 = mode().client();
      await aal1.post('/login', { email, password: PASSWORD });
      const addAal1 = await aal1.post('/auth/two-step/authenticators', { friendlyName: 'Third' });
      expect(addAal1.status).toBe(403);
      expect(addAal1.body.error).toBe(TWO_STEP_MESSAGES.codeFirst);
      expect(await noticesTo(email)).toEqual([
        { locale: 'en', friendlyName: 'Work phone' }, { locale: 'en', friendlyName: 'Spare phone' },
      ]);
      const removeAal1 = await aal1.delete(`/auth/two-step/authenticators/${first.factorId}`);
      expect(removeAal1.status).toBe(403);
      expect(removeAal1.body.error).toBe(TWO_STEP_MESSAGES.codeFirst);
      // either authenticator's code signs in
      const viaSpare = await aal1.post('/auth/two-step/verify', { code: totpCode(spare.secret, { offset: 1 }) });
      expect(viaSpare.status).toBe(200);

      const removed = await aal1.delete(`/auth/two-step/authenticators/${first.factorId}`);
      expect(removed.status).toBe(200);
      expect(removed.body.authenticators.map((a: { friendlyName: string }) => a.friendlyName)).toEqual(['Spare phone']);
      expect((await aal1.delete(`/auth/two-step/authenticators/${first.factorId}`)).status).toBe(404);
    });
  });

  describe("a super_admin resets someone's second step", () => {
    it('removes their authenticators: their password alone opens the admin area again', async () => {
      const target = await mode().signedIn('reset-target');
      await enroll(target.browser);
      const admin = await mode().signedIn('not-super');
      expect((await admin.browser.delete(`/admin/two-step/staff/${target.userId}`)).status).toBe(403);

      const { browser: superAdmin } = await mode().signedIn('resetter', 'super_admin');
      await enroll(superAdmin);
      const overview = await superAdmin.get('/admin/two-step');
      expect(overview.status).toBe(200);
      expect(overview.body.staff.find((s: { userId: string }) => s.userId === target.userId)?.authenticators).toBe(1);
      const reset = await superAdmin.delete(`/admin/two-step/staff/${target.userId}`);
      expect(reset.status).toBe(200);
      expect(reset.body.message).toBe(TWO_STEP_MESSAGES.reset);
      expect((await superAdmin.delete('/admin/two-step/staff/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      // the reset and the target's own set-up are in the audit trail
      const trail = await superAdmin.get('/admin/audit?action=mfa.reset');
      expect(trail.status).toBe(200);
      expect(trail.body.entries.map((e: { recordId: string }) => e.recordId)).toContain(target.userId);
      const enrolled = await superAdmin.get('/admin/audit?action=mfa.enrolled');
      expect(enrolled.body.entries.some((e: { actorEmail: string }) => e.actorEmail === target.email)).toBe(true);

      // two-step sign-in is required: their password alone leads to setting up a new authenticator
      const again = mode().client();
      const login = await again.post('/login', { email: target.email, password: PASSWORD });
      expect(login.body.user.secondStep).toBe('setup');
      expect((await again.get('/contact')).status).toBe(403);
      await enroll(again);
      expect((await again.get('/contact')).status).toBe(200);
    });
  });
}
