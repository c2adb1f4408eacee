// /api/auth/two-step (issue 34, item 1): a staff member's own authenticators and the code after
// the password. The identity provider does the work (auth/mfa.ts); this layer adds what
// Supabase Auth leaves to the project: wrong codes counted like wrong passwords (15-minute
// window, LOGIN_MAX_FAILURES per account and 4x per address), a code accepted once refused
// afterwards, and the staff-wide rule (the last authenticator stays while it is required).
import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../contract/auth.ts';
import {
  codeRequestSchema, enrollRequestSchema, TWO_STEP_MESSAGES, type Authenticator, type TwoStepStatus,
} from '../contract/two-step.ts';
import { findAdmin } from '../auth/admin.ts';
import { MfaRefusedError, type SessionTokens } from '../auth/mfa.ts';
import type { AuthSession } from '../auth/auth-session.ts';
import { AuthUnavailableError } from '../auth/port.ts';
import { queueAuthenticatorNotice } from '../auth/authenticator-notice.ts';
import { secondStepOf } from '../auth/second-step.ts';
import { requireCaller, setSessionCookies, signInUnavailable } from '../auth/session.ts';
import { codeWasUsed, markCodeUsed } from '../auth/used-codes.ts';
import { recordAccountEvent, recordTwoStepChange } from '../db/audit.ts';
import type { Sql } from '../db/pool.ts';
import type { AppContext, AppEnv, Caller } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { noStore } from '../http/guards.ts';
import { hitRateLimit, limitByIp, peekRateLimit, tooManyRequests } from '../http/rate-limit.ts';
import { uuidParam, validBody } from '../http/validate.ts';

const CODE_WINDOW = 15 * 60;

/** GoTrue's refusals in the words of the people using the form. */
export function mfaHttpError(err: unknown): unknown {
  if (err instanceof AuthUnavailableError) return signInUnavailable();
  if (!(err instanceof MfaRefusedError)) return err;
  switch (err.code) {
    case 'mfa_verification_failed':
      return new HttpError(400, { error: TWO_STEP_MESSAGES.wrongCode, fieldErrors: { code: [TWO_STEP_MESSAGES.wrongCode] } });
    case 'mfa_factor_not_found':
      return new HttpError(404, { error: TWO_STEP_MESSAGES.notFound });
    case 'mfa_challenge_expired':
      return new HttpError(400, { error: TWO_STEP_MESSAGES.setupExpired });
    case 'mfa_factor_name_conflict':
      return new HttpError(409, { error: TWO_STEP_MESSAGES.nameTaken, fieldErrors: { friendlyName: [TWO_STEP_MESSAGES.nameTaken] } });
    case 'too_many_enrolled_mfa_factors':
      return new HttpError(409, { error: TWO_STEP_MESSAGES.tooManyAuthenticators });
    case 'insufficient_aal':
      return new HttpError(403, { error: TWO_STEP_MESSAGES.codeFirst });
    case 'session_not_found':
      return new HttpError(401, { error: AUTH_MESSAGES.notSignedIn });
  }
}

async function orMfaError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw mfaHttpError(err);
  }
}

/** A signed-in staff member with session cookies (the provider's MFA calls need both tokens). */
async function staffCaller(c: AppContext): Promise<Caller & { tokens: SessionTokens }> {
  const caller = requireCaller(c);
  if (!(await findAdmin(c.get('deps').sql, caller.userId))) throw new HttpError(403, { error: AUTH_MESSAGES.notAdmin });
  if (!caller.tokens) throw new HttpError(401, { error: AUTH_MESSAGES.notSignedIn });
  return caller as Caller & { tokens: SessionTokens };
}

export function authenticators(sql: Sql, userId: string) {
  return sql<Authenticator[]>`
    select id, coalesce(nullif(friendly_name, ''), 'Authenticator app') as "friendlyName",
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
    from private.verified_factors(${userId}::uuid) order by created_at, id`;
}

/**
 * Checks a code against the given factors of `userId` on the session `tokens` (the first that
 * takes it wins): limited like passwords, refused when already used. The session, now aal2.
 * The sign-in step and a password reset's recovery session both come through here.
 */
export async function verifyCode(c: AppContext, userId: string, tokens: SessionTokens, factorIds: string[], code: string) {
  const { sql, config, auth } = c.get('deps');
  const max = config.LOGIN_MAX_FAILURES;
  const [byAccount, byIp] = await Promise.all([
    peekRateLimit(sql, 'mfa-fail-account', userId, CODE_WINDOW),
    peekRateLimit(sql, 'mfa-fail-ip', c.get('ip'), CODE_WINDOW),
  ]);
  if (byAccount >= max || byIp >= max * 4) throw tooManyRequests(CODE_WINDOW, AUTH_MESSAGES.tooManyAttempts);
  if (await codeWasUsed(sql, userId, code)) {
    throw new HttpError(400, { error: TWO_STEP_MESSAGES.usedCode, fieldErrors: { code: [TWO_STEP_MESSAGES.usedCode] } });
  }
  let session: AuthSession | null = null;
  for (const factorId of factorIds) {
    try {
      session = await auth.mfa.verifyTotp(tokens, factorId, code);
      break;
    } catch (err) {
      if (!(err instanceof MfaRefusedError && err.code === 'mfa_verification_failed')) throw mfaHttpError(err);
    }
  }
  if (!session) {
    await hitRateLimit(sql, 'mfa-fail-account', userId, max, CODE_WINDOW);
    await hitRateLimit(sql, 'mfa-fail-ip', c.get('ip'), max * 4, CODE_WINDOW);
    await recordAccountEvent(sql, 'auth.two_step_failed', userId, c.get('ip'));
    throw mfaHttpError(new MfaRefusedError('mfa_verification_failed', 422, 'Invalid TOTP code entered'));
  }
  if (!(await markCodeUsed(sql, userId, code))) {
    // another request spent this very code a moment ago: this session does not count
    await auth.signOut(session.accessToken).catch(() => {});
    throw new HttpError(400, { error: TWO_STEP_MESSAGES.usedCode, fieldErrors: { code: [TWO_STEP_MESSAGES.usedCode] } });
  }
  return session;
}

/** verifyCode for the signed-in caller, whose cookies then carry the aal2 session. */
async function acceptCode(c: AppContext, caller: Caller & { tokens: SessionTokens }, factorIds: string[], code: string) {
  setSessionCookies(c, await verifyCode(c, caller.userId, caller.tokens, factorIds, code));
}

async function status(c: AppContext, caller: Caller, aal2 = false): Promise<TwoStepStatus> {
  const { sql } = c.get('deps');
  const claims = aal2 ? { ...caller.claims, aal: 'aal2' } : caller.claims;
  const [list, secondStep, [setting]] = await Promise.all([
    authenticators(sql, caller.userId),
    secondStepOf(sql, { ...caller, claims }),
    sql<{ required: boolean }[]>`select require_two_step as required from public.staff_security_settings`,
  ]);
  return { authenticators: [...list], required: setting?.required ?? true, secondStep };
}

export function twoStepRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', noStore);

  app.get('/', async (c) => c.json(await status(c, await staffCaller(c))));

  app.post('/authenticators', async (c) => {
    const caller = await staffCaller(c);
    const { friendlyName } = await validBody(c, enrollRequestSchema);
    await limitByIp(c, 'mfa-enroll-ip', 30, 3600);
    const issuer = new URL(c.get('deps').config.SITE_URL).host;
    return c.json(await orMfaError(c.get('deps').auth.mfa.enrollTotp(caller.tokens, friendlyName, issuer)), 201);
  });

  app.post('/authenticators/:id/confirm', async (c) => {
    const caller = await staffCaller(c);
    const factorId = uuidParam(c, 'id', TWO_STEP_MESSAGES.notFound);
    const { code } = await validBody(c, codeRequestSchema);
    await acceptCode(c, caller, [factorId], code);
    await recordTwoStepChange(c, 'mfa.enrolled', 'mfa_factor', factorId);
    await queueAuthenticatorNotice(c, caller.userId, factorId);
    return c.json(await status(c, caller, true));
  });

  app.delete('/authenticators/:id', async (c) => {
    const caller = await staffCaller(c);
    const factorId = uuidParam(c, 'id', TWO_STEP_MESSAGES.notFound);
    const { sql, auth } = c.get('deps');
    const current = await status(c, caller);
    if (current.required && current.authenticators.length === 1 && current.authenticators[0]!.id === factorId) {
      throw new HttpError(409, { error: TWO_STEP_MESSAGES.lastRequired });
    }
    await orMfaError(auth.mfa.unenroll(caller.tokens, factorId));
    await recordTwoStepChange(c, 'mfa.removed', 'mfa_factor', factorId);
    return c.json({ message: TWO_STEP_MESSAGES.removed, authenticators: [...(await authenticators(sql, caller.userId))] });
  });

  app.post('/verify', async (c) => {
    const caller = await staffCaller(c);
    const { code } = await validBody(c, codeRequestSchema);
    const list = await authenticators(c.get('deps').sql, caller.userId);
    if (list.length === 0) throw new HttpError(409, { error: TWO_STEP_MESSAGES.noAuthenticator });
    await acceptCode(c, caller, list.map((a) => a.id), code);
    return c.json(await status(c, caller, true));
  });
  return app;
}
