// Session cookies and the middleware that turns them into a verified caller
// (refreshing an expired access token on the way when a refresh token is present), ending a
// session past its idle or absolute limit (session-limits.ts).
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isLocalSite } from '../config.ts';
import { AUTH_MESSAGES } from '../contract/auth.ts';
import type { AppContext, AppEnv, Caller } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { AuthSession } from './auth-session.ts';
import { AuthUnavailableError, type Claims } from './port.ts';
import { keepSession } from './session-limits.ts';

export const ACCESS_COOKIE = 'sb-access-token';
export const REFRESH_COOKIE = 'sb-refresh-token';
/**
 * Session cookies: no Max-Age or Expires, so the browser drops them when it closes; the server
 * ends the session itself after its idle or absolute limit (session-limits.ts).
 */
function cookieOptions(c: AppContext) {
  return {
    httpOnly: true,
    secure: !isLocalSite(c.get('deps').config),
    sameSite: 'Lax' as const,
    path: '/',
  };
}

export function setSessionCookies(c: AppContext, session: AuthSession): void {
  setCookie(c, ACCESS_COOKIE, session.accessToken, cookieOptions(c));
  setCookie(c, REFRESH_COOKIE, session.refreshToken, cookieOptions(c));
}

export function clearSessionCookies(c: AppContext): void {
  const { secure } = cookieOptions(c);
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, REFRESH_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

function toCaller(claims: Claims, accessToken: string, refreshToken: string | undefined): Caller {
  const email = typeof claims.email === 'string' ? claims.email : '';
  return { userId: claims.sub, email, claims, tokens: refreshToken ? { accessToken, refreshToken } : undefined };
}

/**
 * The refreshed session, null when the refresh token is rejected, or undefined when the
 * provider could not decide (a concurrent refresh won, rate limit, outage): then the cookies
 * stay as they are, since the browser may already hold the winner's, and the request goes on
 * without a caller (routes that need one answer 503, not 401).
 */
async function refreshOrUndecided(c: AppContext, refreshToken: string): Promise<AuthSession | null | undefined> {
  try {
    return await c.get('deps').auth.refresh(refreshToken);
  } catch (err) {
    if (!(err instanceof AuthUnavailableError)) throw err;
    c.get('deps').log('session refresh undecided; cookies kept', { status: err.status, error: err.message });
    c.set('sessionUndecided', true);
    return undefined;
  }
}

/** 503 "Sign-in is temporarily unavailable": the identity provider cannot decide now. */
export const signInUnavailable = () => new HttpError(503, { error: AUTH_MESSAGES.signInUnavailable }, { 'Retry-After': '5' });

/** 401 without a session; 503 when the session could not be checked just now. */
export function requireCaller(c: AppContext): Caller {
  const caller = c.get('caller');
  if (caller) return caller;
  if (c.get('sessionUndecided')) throw signInUnavailable();
  throw new HttpError(401, { error: AUTH_MESSAGES.notSignedIn });
}

/** Sets c.var.caller from the cookies (or an Authorization bearer token); never rejects. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get('deps');
  c.set('caller', null);
  c.set('sessionUndecided', false);
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S{1,4096})$/i)?.[1];
  const access = bearer ?? getCookie(c, ACCESS_COOKIE);
  const refresh = getCookie(c, REFRESH_COOKIE);
  let claims: Claims | null = null;
  try {
    claims = access && access.length <= 4096 ? await auth.verify(access) : null;
  } catch (err) {
    if (!(err instanceof AuthUnavailableError)) throw err;
    // the session may be good: keep the cookies, and routes that need a caller answer 503
    c.get('deps').log('session check undecided; cookies kept', { status: err.status });
    c.set('sessionUndecided', true);
    return next();
  }
  if (claims) {
    if (await keepSession(c.get('deps').sql, claims)) c.set('caller', toCaller(claims, access!, bearer ? undefined : refresh));
    else if (!bearer) clearSessionCookies(c);
  } else if (!bearer && refresh && refresh.length <= 512) {
    const session = await refreshOrUndecided(c, refresh);
    if (session) {
      // the old refresh token is spent now: the browser keeps the new pair whatever follows
      setSessionCookies(c, session);
      const fresh = await auth.verify(session.accessToken).catch((err) => {
        if (err instanceof AuthUnavailableError) return null;
        throw err;
      });
      if (!fresh) c.set('sessionUndecided', true);
      else if (await keepSession(c.get('deps').sql, fresh)) c.set('caller', toCaller(fresh, session.accessToken, session.refreshToken));
      else clearSessionCookies(c);
    } else if (session === null) {
      clearSessionCookies(c);
    }
  } else if (access) {
    clearSessionCookies(c);
  }
  return next();
};
