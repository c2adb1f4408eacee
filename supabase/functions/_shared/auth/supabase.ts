// Supabase Auth (GoTrue) adapter, server-side only: password grant, session-checked
// verification, refresh, recovery by token_hash, admin sign-out. Uses @supabase/auth-js (the
// auth part of @supabase/supabase-js) directly: createClient() also builds a Realtime client,
// which needs a WebSocket global that Node 20 lacks, and /api never uses Realtime.
//
// Verification asks GoTrue every time (GET /user with the access token). auth-js getClaims
// checks an asymmetric (ES256/RS256) token only against the key set, so a token of a session
// that ended (sign-out, password reset, revoke) would pass until it expires (up to an hour);
// GET /user runs GoTrue's requireAuthentication, which also loads the token's user and
// session (supabase/auth internal/api/auth.go maybeLoadUserOrSession) and so refuses such a
// token whatever its algorithm. Its cost: one in-region request per signed-in API call (a
// handful of staff), and GET /user has no rate limit in GoTrue (internal/api/api.go). No cache:
// a cached "alive" would keep a signed-out token working for the cache's lifetime in every
// worker that saw it. Expired or malformed tokens are refused here without a request.
//
// GoTrue answers that say "cannot decide now" (429 rate limits, 422/400 email_provider_disabled,
// 409 concurrent refresh, 5xx and network failures) throw AuthUnavailableError or answer
// `unavailable`: they are never a wrong password. Every refusal this adapter does not expect is
// logged with GoTrue's status and error_code only (never a token, password or e-mail).
import { type AuthError, AuthClient, type Session } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { PASSWORD_MAX_BYTES, passwordBytes } from '../contract/auth.ts';
import { supabaseAccounts } from './accounts.ts';
import { type AuthLog, codeOf, isUnavailable } from './gotrue-errors.ts';
import { apiKeyHeaders } from './key-headers.ts';
import { createSupabaseMfa } from './mfa-supabase.ts';
import type { AuthSession } from './auth-session.ts';
import {
  type AuthPort, AuthUnavailableError, type Claims, type RecoveryHold, type ResetResult,
} from './port.ts';

export interface SupabaseAuthOptions {
  url: string;
  anonKey: string;
  serviceRoleKey?: string;
  siteUrl: string;
  fetch?: typeof fetch;
  /** Where refusals and outages are reported; one JSON line on stderr by default. */
  log?: AuthLog;
}

/** GoTrue error codes each operation expects as an ordinary "no" (not logged). */
const EXPECTED = {
  signIn: ['invalid_credentials'],
  verify: ['bad_jwt', 'session_not_found', 'user_not_found', 'no_authorization'],
  refresh: ['refresh_token_not_found', 'refresh_token_already_used', 'session_not_found', 'session_expired'],
  signOut: ['bad_jwt', 'session_not_found', 'user_not_found', 'no_authorization'],
  verifyRecovery: ['otp_expired'],
} satisfies Record<string, string[]>;

export function toSession(s: Session): AuthSession {
  return { accessToken: s.access_token, refreshToken: s.refresh_token, expiresAt: s.expires_at ?? 0 };
}

const defaultLog: AuthLog = (message, detail) => console.error(JSON.stringify({ level: 'error', message, ...detail }));

/** The claims of a token that has not expired yet, unverified; null when it cannot be one of ours. */
function unexpiredClaims(token: string): Claims | null {
  try {
    const claims = decodeJwt(token) as Claims;
    if (typeof claims.sub !== 'string' || claims.role !== 'authenticated') return null;
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : null;
  } catch {
    return null;
  }
}

export function createSupabaseAuth(opts: SupabaseAuthOptions): AuthPort {
  const log = opts.log ?? defaultLog;
  // A fresh client per call: nothing of one visitor's session may leak into another's.
  const client = (key = opts.anonKey) => ({
    auth: new AuthClient({
      url: `${opts.url.replace(/\/+$/, '')}/auth/v1`,
      headers: apiKeyHeaders(key),
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      fetch: opts.fetch,
    }),
  });

  const detail = (op: string, error: AuthError) => ({ op, status: error.status ?? 0, code: codeOf(error) ?? null });
  /** Logs a refusal unless the operation expects it. */
  const refused = (op: string, error: AuthError, expected: readonly string[] = []) => {
    if (!expected.includes(codeOf(error) ?? '')) log('supabase auth refused', detail(op, error));
  };
  const unavailable = (op: string, error: AuthError) => {
    log('supabase auth unavailable', detail(op, error));
    return new AuthUnavailableError(error.status ?? 0, `${op}: Supabase Auth cannot answer now (${codeOf(error) ?? error.status})`);
  };

  /** PUT /user with the recovery session the client holds, then ends every session. */
  async function setPassword(c: ReturnType<typeof client>, password: string, hold: RecoveryHold): Promise<ResetResult> {
    const { data, error } = await c.auth.updateUser({ password });
    if (!error) {
      // End every session of the account, including the recovery one.
      const out = await c.auth.signOut({ scope: 'global' });
      if (out.error) refused('reset-sign-out', out.error);
      return { outcome: 'reset', userId: data.user.id };
    }
    const code = codeOf(error);
    // user.go: a verified factor and an aal1 session (a recovery one is aal1): the code first.
    // GoTrue judged the password strong enough before this (validateUserUpdateParams).
    if (code === 'insufficient_aal') {
      const userId = decodeJwt(hold.accessToken).sub;
      if (typeof userId === 'string') return { outcome: 'code-needed', userId, hold };
    }
    if (code === 'same_password') return { outcome: 'password-refused', reason: 'same', hold };
    if (code === 'weak_password') return { outcome: 'password-refused', reason: 'weak', hold };
    if (isUnavailable(error)) {
      unavailable('reset-update', error);
      return { outcome: 'unavailable', hold };
    }
    refused('reset-update', error);
    // validation_failed is the only other refusal of a password-only update (over 72 bytes)
    if (code === 'validation_failed') return { outcome: 'password-refused', reason: 'too-long', hold };
    return { outcome: 'link-invalid' };
  }

  return {
    accounts: supabaseAccounts(opts.url, opts.serviceRoleKey),
    mfa: createSupabaseMfa({ client: (key) => client(key).auth, serviceRoleKey: opts.serviceRoleKey, log }),

    async signIn(email, password) {
      const { data, error } = await client().auth.signInWithPassword({ email, password });
      if (error) {
        if (isUnavailable(error)) throw unavailable('sign-in', error);
        refused('sign-in', error, EXPECTED.signIn);
        return null;
      }
      return data.session ? toSession(data.session) : null;
    },

    async verify(accessToken) {
      const claims = unexpiredClaims(accessToken);
      if (!claims) return null;
      const { data, error } = await client().auth.getUser(accessToken);
      if (error) {
        if (isUnavailable(error)) throw unavailable('verify', error);
        refused('verify', error, EXPECTED.verify);
        return null;
      }
      // GoTrue accepted this very token, so its payload is the one it signed.
      return data.user?.id === claims.sub ? claims : null;
    },

    async refresh(refreshToken) {
      const { data, error } = await client().auth.refreshSession({ refresh_token: refreshToken });
      if (error) {
        // 409: concurrent refreshes of one session; the token may well be good.
        if (isUnavailable(error)) throw unavailable('refresh', error);
        refused('refresh', error, EXPECTED.refresh);
        return null;
      }
      return data.session ? toSession(data.session) : null;
    },

    async signOut(accessToken) {
      if (!opts.serviceRoleKey) {
        throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to end sessions server-side');
      }
      const { error } = await client(opts.serviceRoleKey).auth.admin.signOut(accessToken, 'local');
      if (!error) return;
      if (error.status === 401 || error.status === 403 || error.status === 404 || codeOf(error) === 'session_not_found') {
        refused('sign-out', error, EXPECTED.signOut);
        return;
      }
      refused('sign-out', error);
      throw error;
    },

    async requestPasswordReset(email) {
      const { error } = await client().auth.resetPasswordForEmail(email, {
        redirectTo: `${opts.siteUrl}/admin/reset-password`,
      });
      if (!error) return;
      // Only an existing account meets GoTrue's per-account mail limits (over_email_send_rate_limit,
      // internal/api/mail.go) or an unauthorized-address refusal: answering differently would tell
      // whether the account exists, so they are logged and the caller hears the usual answer.
      if (error.code !== 'over_email_send_rate_limit' && isUnavailable(error)) throw unavailable('reset-request', error);
      refused('reset-request', error);
    },

    async resetPassword(token, password, held) {
      // GoTrue refuses more than 72 bytes only after the link is spent: refuse first.
      if (passwordBytes(password) > PASSWORD_MAX_BYTES) return { outcome: 'password-refused', reason: 'too-long' };
      const c = client();
      if (held) {
        // A previous attempt with this link verified it and kept its recovery session.
        const { data, error } = await c.auth.setSession({ access_token: held.accessToken, refresh_token: held.refreshToken });
        if (error) {
          if (isUnavailable(error)) {
            unavailable('reset-resume', error);
            return { outcome: 'unavailable', hold: held };
          }
          refused('reset-resume', error, EXPECTED.verify);
          return { outcome: 'link-invalid' };
        }
        return setPassword(c, password, data.session ? toSession(data.session) : held);
      }
      const { data, error } = await c.auth.verifyOtp({ token_hash: token, type: 'recovery' });
      if (error) {
        if (isUnavailable(error)) {
          unavailable('reset-verify', error);
          return { outcome: 'unavailable' };
        }
        refused('reset-verify', error, EXPECTED.verifyRecovery);
        return { outcome: 'link-invalid' };
      }
      // GoTrue has spent the link now; from here on the recovery session stands in for it.
      return data.session ? setPassword(c, password, toSession(data.session)) : { outcome: 'link-invalid' };
    },
  };
}

