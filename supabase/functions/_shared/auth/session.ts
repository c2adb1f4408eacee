// Session cookies and the middleware that turns them into a verified caller
// (refreshing an expired access token on the way when a refresh token is present).
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isLocalSite } from '../config.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import type { AuthSession, Claims } from './port.ts';

export const ACCESS_COOKIE = 'sb-access-token';
export const REFRESH_COOKIE = 'sb-refresh-token';
/** How long the browser keeps the cookies; the refresh token decides real validity. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function cookieOptions(c: AppContext) {
  return {
    httpOnly: true,
    secure: !isLocalSite(c.get('deps').config),
    sameSite: 'Lax' as const,
    path: '/',
    maxAge: COOKIE_MAX_AGE,
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

function toCaller(claims: Claims) {
  return { userId: claims.sub, email: typeof claims.email === 'string' ? claims.email : '', claims };
}

/** Sets c.var.caller from the cookies (or an Authorization bearer token); never rejects. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get('deps');
  c.set('caller', null);
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S{1,4096})$/i)?.[1];
  const access = bearer ?? getCookie(c, ACCESS_COOKIE);
  const refresh = getCookie(c, REFRESH_COOKIE);
  const claims = access && access.length <= 4096 ? await auth.verify(access) : null;
  if (claims) {
    c.set('caller', toCaller(claims));
  } else if (!bearer && refresh && refresh.length <= 512) {
    const session = await auth.refresh(refresh);
    const fresh = session ? await auth.verify(session.accessToken) : null;
    if (session && fresh) {
      setSessionCookies(c, session);
      c.set('caller', toCaller(fresh));
    } else {
      clearSessionCookies(c);
    }
  } else if (access) {
    clearSessionCookies(c);
  }
  return next();
};
