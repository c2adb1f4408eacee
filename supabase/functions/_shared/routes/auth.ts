// POST /api/login, POST /api/logout, GET /api/user,
// POST /api/auth/forgot-password, POST /api/auth/reset-password. All no-store.
import { Hono } from 'hono';
import {
  AUTH_MESSAGES, forgotPasswordRequestSchema, loginRequestSchema, PASSWORD_MAX_MESSAGE, type User,
} from '../contract/auth.ts';
import { resetPasswordCodeRequestSchema, TWO_STEP_MESSAGES } from '../contract/two-step.ts';
import { findAdmin } from '../auth/admin.ts';
import { requestResetUnawaited } from '../auth/forgot-password.ts';
import { AuthUnavailableError, type ResetResult } from '../auth/port.ts';
import { clearRecoveryHold, keepRecoveryHold, readRecoveryHold } from '../auth/recovery-hold.ts';
import {
  ACCESS_COOKIE, clearSessionCookies, requireCaller, setSessionCookies, signInUnavailable,
} from '../auth/session.ts';
import { secondStepOf } from '../auth/second-step.ts';
import type { AppContext, AppEnv, Caller } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { noStore } from '../http/guards.ts';
import { hitRateLimit, peekRateLimit, tooManyRequests } from '../http/rate-limit.ts';
import { validBody } from '../http/validate.ts';
import { recordAccountEvent, recordSignIn } from '../db/audit.ts';
import { getCookie } from 'hono/cookie';
import { authenticators, verifyCode } from './two-step.ts';

const LOGIN_WINDOW = 15 * 60;

const REFUSED_PASSWORD = {
  same: AUTH_MESSAGES.samePassword,
  weak: AUTH_MESSAGES.weakPassword,
  'too-long': PASSWORD_MAX_MESSAGE,
} as const;

/** The provider's answer, or 503 when it cannot decide now (the adapter has logged why). */
async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AuthUnavailableError) throw signInUnavailable();
    throw err;
  }
}

async function currentUser(c: AppContext, caller: Caller): Promise<User> {
  const { sql } = c.get('deps');
  const [admin, secondStep] = await Promise.all([findAdmin(sql, caller.userId), secondStepOf(sql, caller)]);
  return { id: caller.userId, email: caller.email, username: admin?.username ?? null, role: admin?.role ?? null, secondStep };
}

export function authRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', noStore);

  app.post('/login', async (c) => {
    const { email, password } = await validBody(c, loginRequestSchema);
    const { sql, auth, config } = c.get('deps');
    const max = config.LOGIN_MAX_FAILURES;
    // Failures count per account and address together: a stranger guessing at a staff member's
    // account locks out only their own address, never the staff member. Each address also has a
    // limit over all accounts (password spraying).
    const pair = `${email.toLowerCase()} ${c.get('ip')}`;
    const [byPair, byIp] = await Promise.all([
      peekRateLimit(sql, 'login-fail-pair', pair, LOGIN_WINDOW),
      peekRateLimit(sql, 'login-fail-ip', c.get('ip'), LOGIN_WINDOW),
    ]);
    if (byPair >= max || byIp >= max * 4) throw tooManyRequests(LOGIN_WINDOW, AUTH_MESSAGES.tooManyAttempts);
    // the provider's own limits or an outage are no wrong password: 503, and no failure counted
    const session = await orUnavailable(auth.signIn(email, password));
    if (!session) {
      await recordSignIn(sql, { email, success: false, address: c.get('ip') });
      await hitRateLimit(sql, 'login-fail-pair', pair, max, LOGIN_WINDOW);
      await hitRateLimit(sql, 'login-fail-ip', c.get('ip'), max * 4, LOGIN_WINDOW);
      throw new HttpError(401, { error: AUTH_MESSAGES.loginFailed });
    }
    const claims = await orUnavailable(auth.verify(session.accessToken));
    if (!claims) throw new Error('a fresh session did not verify');
    await recordSignIn(sql, {
      email, success: true, userId: claims.sub, sessionId: typeof claims.session_id === 'string' ? claims.session_id : undefined,
      address: c.get('ip'), userAgent: c.req.header('user-agent'),
    });
    setSessionCookies(c, session);
    return c.json({ user: await currentUser(c, { userId: claims.sub, email: String(claims.email ?? email), claims }) });
  });

  app.post('/logout', async (c) => {
    // The session's current access token: when the cookie's had expired, the session middleware
    // has just refreshed it (spending the refresh token), and only the new one names a session
    // the provider will end; the cookie's is for a provider that could not refresh just now.
    const token = c.get('caller')?.tokens?.accessToken ?? getCookie(c, ACCESS_COOKIE);
    try {
      if (token) await c.get('deps').auth.signOut(token);
    } catch (err) {
      c.get('deps').log('sign-out upstream failed; cookies cleared anyway', { error: String(err) });
    }
    clearSessionCookies(c);
    return c.json({ message: AUTH_MESSAGES.loggedOut });
  });

  app.get('/user', async (c) => {
    const caller = requireCaller(c);
    return c.json(await currentUser(c, caller));
  });

  app.post('/auth/forgot-password', async (c) => {
    const { email } = await validBody(c, forgotPasswordRequestSchema);
    // the same words after the same delay for every address; the work is not awaited
    await requestResetUnawaited(c, email);
    return c.json({ message: AUTH_MESSAGES.forgotPasswordSent });
  });

  app.post('/auth/reset-password', async (c) => {
    const { token, password, code } = await validBody(c, resetPasswordCodeRequestSchema);
    const { sql, auth } = c.get('deps');
    if (!(await hitRateLimit(sql, 'reset-ip', c.get('ip'), 30, 3600))) throw tooManyRequests(3600);
    let result: ResetResult = await orUnavailable(auth.resetPassword(token, password, await readRecoveryHold(c, token)));
    if (result.outcome === 'code-needed') {
      // The link checked out; the account has two-step sign-in. The recovery session stands in
      // for the link (not spent by this answer) until its code raises it to aal2.
      const { hold, userId } = result;
      if (!code) {
        await keepRecoveryHold(c, token, hold);
        throw new HttpError(400, { error: TWO_STEP_MESSAGES.resetCodeNeeded, fieldErrors: { code: [TWO_STEP_MESSAGES.resetCodeNeeded] } });
      }
      const factors = await authenticators(sql, userId);
      const raised = await verifyCode(c, userId, hold, factors.map((f) => f.id), code).catch(async (err: unknown) => {
        await keepRecoveryHold(c, token, hold);
        throw err;
      });
      result = await orUnavailable(auth.resetPassword(token, password, raised));
      if (result.outcome === 'code-needed') throw new Error('a recovery session raised to aal2 still needs a code');
    }
    switch (result.outcome) {
      case 'reset':
        await recordAccountEvent(sql, 'auth.password_reset', result.userId, c.get('ip'));
        clearRecoveryHold(c);
        clearSessionCookies(c);
        return c.json({ message: AUTH_MESSAGES.resetSucceeded });
      case 'link-invalid':
        clearRecoveryHold(c);
        throw new HttpError(400, { error: AUTH_MESSAGES.resetFailed });
      case 'password-refused': {
        // the link (or the recovery session it opened) still works: the form can try again
        if (result.hold) await keepRecoveryHold(c, token, result.hold);
        const error = REFUSED_PASSWORD[result.reason];
        throw new HttpError(400, { error, fieldErrors: { password: [error] } });
      }
      case 'unavailable':
        if (result.hold) await keepRecoveryHold(c, token, result.hold);
        throw signInUnavailable();
    }
  });
  return app;
}
