// Supabase Auth (GoTrue) adapter, server-side only: password grant, getClaims verification,
// refresh, recovery by token_hash, admin sign-out. Uses @supabase/auth-js (the auth part of
// @supabase/supabase-js) directly: createClient() also builds a Realtime client, which
// needs a WebSocket global that Node 20 lacks, and /api never uses Realtime.
import { AuthClient, type Session } from '@supabase/auth-js';
import { type AuthPort, type AuthSession, AuthUnavailableError, type Claims } from './port.ts';

export interface SupabaseAuthOptions {
  url: string;
  anonKey: string;
  serviceRoleKey?: string;
  siteUrl: string;
  fetch?: typeof fetch;
}

/** GoTrue statuses that mean the refresh token itself is no good. */
const TOKEN_REJECTED = new Set([400, 401, 403, 404, 422]);

function toSession(s: Session): AuthSession {
  return { accessToken: s.access_token, refreshToken: s.refresh_token, expiresAt: s.expires_at ?? 0 };
}

export function createSupabaseAuth(opts: SupabaseAuthOptions): AuthPort {
  // A fresh client per call: nothing of one visitor's session may leak into another's.
  const client = (key = opts.anonKey) => ({
    auth: new AuthClient({
      url: `${opts.url.replace(/\/+$/, '')}/auth/v1`,
      headers: { apikey: key, Authorization: `Bearer ${key}` },
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      fetch: opts.fetch,
    }),
  });

  return {
    async signIn(email, password) {
      const { data, error } = await client().auth.signInWithPassword({ email, password });
      if (error || !data.session) {
        if (error && error.status !== undefined && error.status >= 500) throw error;
        return null;
      }
      return toSession(data.session);
    },

    async verify(accessToken) {
      // getClaims throws (rather than answering an error) for malformed or expired tokens.
      const result = await client().auth.getClaims(accessToken).catch(() => null);
      if (!result || result.error || !result.data) return null;
      const data = result.data;
      const claims = data.claims as unknown as Claims;
      return typeof claims.sub === 'string' && claims.role === 'authenticated' ? claims : null;
    },

    async refresh(refreshToken) {
      const { data, error } = await client().auth.refreshSession({ refresh_token: refreshToken });
      // 4xx (400 invalid_grant: not found, already used, session expired…) rejects the token;
      // 409 (concurrent refreshes of one session), 429 and 5xx / network say nothing about it.
      if (error && !TOKEN_REJECTED.has(error.status ?? 0)) throw new AuthUnavailableError(error.status ?? 0, error.message);
      if (error || !data.session) return null;
      return toSession(data.session);
    },

    async signOut(accessToken) {
      if (!opts.serviceRoleKey) {
        throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to end sessions server-side');
      }
      const { error } = await client(opts.serviceRoleKey).auth.admin.signOut(accessToken, 'local');
      if (error && error.status !== 401 && error.status !== 404) throw error;
    },

    async requestPasswordReset(email) {
      const { error } = await client().auth.resetPasswordForEmail(email, {
        redirectTo: `${opts.siteUrl}/admin/reset-password`,
      });
      // GoTrue rate limits and unknown addresses must not reveal anything to the caller.
      if (error && (error.status === undefined || error.status >= 500)) throw error;
    },

    async resetPassword(token, password) {
      const c = client();
      const { data, error } = await c.auth.verifyOtp({ token_hash: token, type: 'recovery' });
      if (error || !data.session) return false;
      const updated = await c.auth.updateUser({ password });
      if (updated.error) return false;
      // End every session of the account, including the recovery one.
      await c.auth.signOut({ scope: 'global' });
      return true;
    },
  };
}
