// The recovery session of a reset link, kept between attempts of POST /api/auth/reset-password
// when GoTrue accepted the link (and so spent it) but refused the password or could not store
// it. An HttpOnly, SameSite=Strict cookie sent only to that route, bound to the link it came
// from (its SHA-256), kept no longer than the recovery access token lives. The next attempt
// with the same link sets the password with it; a success, or a link that turns out dead,
// clears it.
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isLocalSite } from '../config.ts';
import type { AppContext } from '../http/context.ts';
import type { RecoveryHold } from './port.ts';
import { sha256Hex } from './tokens.ts';

export const RECOVERY_COOKIE = 'sb-recovery';
const PATH = '/api/auth/reset-password';
/** A recovery link lives an hour in GoTrue (mailer otp_exp); so does its session's access token. */
const MAX_SECONDS = 3600;

interface Stored extends RecoveryHold {
  link: string;
}

/** The hold kept for this link, if any. */
export async function readRecoveryHold(c: AppContext, token: string): Promise<RecoveryHold | undefined> {
  const raw = getCookie(c, RECOVERY_COOKIE);
  if (!raw || raw.length > 3800) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.link !== (await sha256Hex(token))) return undefined;
    const { accessToken, refreshToken, expiresAt } = stored;
    if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || typeof expiresAt !== 'number') return undefined;
    return { accessToken, refreshToken, expiresAt };
  } catch {
    return undefined;
  }
}

export async function keepRecoveryHold(c: AppContext, token: string, hold: RecoveryHold): Promise<void> {
  const maxAge = Math.min(MAX_SECONDS, hold.expiresAt - Math.floor(Date.now() / 1000));
  if (maxAge <= 0) return;
  const stored: Stored = { link: await sha256Hex(token), ...hold };
  setCookie(c, RECOVERY_COOKIE, JSON.stringify(stored), {
    httpOnly: true, secure: !isLocalSite(c.get('deps').config), sameSite: 'Strict', path: PATH, maxAge,
  });
}

export function clearRecoveryHold(c: AppContext): void {
  if (getCookie(c, RECOVERY_COOKIE) === undefined) return;
  deleteCookie(c, RECOVERY_COOKIE, { path: PATH, secure: !isLocalSite(c.get('deps').config), httpOnly: true, sameSite: 'Strict' });
}
