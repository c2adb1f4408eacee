// Token primitives shared by the local auth adapter and signed links: random tokens,
// SHA-256 digests and HS256 access tokens with Supabase's claim shape.
import { jwtVerify, SignJWT } from 'jose';
import type { Claims } from './port.ts';

export const ACCESS_TOKEN_SECONDS = 3600;

export function randomToken(bytes = 32): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return base64url(buf);
}

export function base64url(buf: Uint8Array): string {
  let s = '';
  for (const b of buf) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** A session's authenticator assurance level and methods, as GoTrue puts them in its tokens. */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  /** Newest first: [{ method: 'totp', timestamp }, { method: 'password', timestamp }]. */
  amr: { method: string; timestamp: number }[];
}

export async function signAccessToken(
  secret: string,
  user: { id: string; email: string; appMetadata?: Record<string, unknown> },
  sessionId: string,
  nowSeconds: number,
  assurance: Assurance = { aal: 'aal1', amr: [{ method: 'password', timestamp: nowSeconds }] },
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = nowSeconds + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    role: 'authenticated',
    email: user.email,
    session_id: sessionId,
    app_metadata: user.appMetadata ?? { provider: 'email', providers: ['email'] },
    user_metadata: {},
    aal: assurance.aal,
    amr: assurance.amr,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer('local-auth')
    .setIssuedAt(nowSeconds)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

/** Verifies signature, expiry and audience; null for anything else. */
export async function verifyAccessToken(secret: string, token: string, nowSeconds: number): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      currentDate: new Date(nowSeconds * 1000),
    });
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') return null;
    return payload as Claims;
  } catch {
    return null;
  }
}
