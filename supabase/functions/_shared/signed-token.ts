// Signed links (event cancel, newsletter unsubscribe): `<id>.<purpose-bound HMAC>` with
// LINK_SIGNING_SECRET. No expiry: the action they allow is idempotent and harmless to repeat.
import { base64url } from './auth/tokens.ts';

async function mac(secret: string, purpose: string, id: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${purpose}:${id}`));
  return base64url(new Uint8Array(sig));
}

export async function signId(secret: string, purpose: string, id: string): Promise<string> {
  return `${id}.${await mac(secret, purpose, id)}`;
}

/** The id when the token is genuine for this purpose, else null. Constant-time compare. */
export async function verifySignedId(secret: string, purpose: string, token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 300) return null;
  const id = token.slice(0, dot);
  const expected = await mac(secret, purpose, id);
  const given = token.slice(dot + 1);
  if (given.length !== expected.length) return null;
  let diff = 0;
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0 ? id : null;
}
