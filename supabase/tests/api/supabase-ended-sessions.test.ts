// Supabase mode: an access token whose session ended (sign-out, password reset, revoke at the
// provider) is refused on every signed-in route, for new projects' ES256 tokens (which auth-js
// getClaims checks only against the key set) as for legacy HS256 ones.
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_URL } from '../../../scripts/stand-ins/supabase-auth.ts';
import { goTrueResetToken } from './reset-links.ts';
import { supabaseMode, type SupabaseMode } from './supabase-mode.ts';

describe.each(['ES256', 'HS256'] as const)('Supabase mode with %s access tokens', (alg) => {
  let mode: SupabaseMode;
  beforeAll(async () => {
    mode = await supabaseMode({ alg });
  });
  afterAll(() => mode.close());

  /** What a copied access-token cookie (no refresh cookie) gets from a user and an admin route. */
  async function replay(access: string) {
    const thief = mode.client();
    thief.cookies.set('sb-access-token', access);
    const user = await thief.get('/user');
    thief.cookies.set('sb-access-token', access);
    const admin = await thief.get('/contact');
    return [user.status, admin.status];
  }

  it('signs tokens the way the project does (key set at /auth/v1/.well-known/jwks.json)', async () => {
    const { access } = await mode.signedIn(`alg-${alg}`);
    const header = decodeProtectedHeader(access);
    expect(header.alg).toBe(alg);
    const jwks = await (await mode.gotrue.fetch(`${SUPABASE_URL}/auth/v1/.well-known/jwks.json`, { headers: { apikey: 'anon-key' } })).json();
    if (alg === 'ES256') expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: header.kid })]);
    else expect(jwks).toEqual({ keys: [] });
  });

  it('refuses the access token of a signed-out session', async () => {
    const { browser, access, userId } = await mode.signedIn(`logout-${alg}`);
    expect(await replay(access)).toEqual([200, 200]);
    expect((await browser.post('/logout')).status).toBe(200);
    expect(mode.gotrue.liveSessions(userId)).toBe(0);
    expect(await replay(access)).toEqual([401, 401]);
  });

  it('refuses the old access token after a password reset', async () => {
    const { email, access } = await mode.signedIn(`reset-${alg}`, 'admin', { authenticator: false });
    expect((await mode.client().post('/auth/forgot-password', { email })).status).toBe(200);
    const token = await goTrueResetToken(mode.gotrue.recoveryLink, email);
    const reset = await mode.client().post('/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    expect(await replay(access)).toEqual([401, 401]);
  });

  it('refuses the access token of a session revoked at the provider', async () => {
    const { access, userId } = await mode.signedIn(`revoke-${alg}`);
    expect(await replay(access)).toEqual([200, 200]);
    mode.gotrue.revokeSessions(userId);
    expect(await replay(access)).toEqual([401, 401]);
  });
});
