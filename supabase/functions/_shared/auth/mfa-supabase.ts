// The Supabase adapter's second step: Supabase Auth's MFA API through auth-js (mfa.enroll,
// mfa.challengeAndVerify, mfa.unenroll; admin.mfa.listFactors / deleteFactor with the service
// role key), on a client holding the caller's session (setSession: GoTrue checks the token
// with GET /user first). GoTrue's refusals (github:supabase/auth internal/api/mfa.go,
// admin.go loadFactor) become MfaRefusedError with its code and status; rate limits, outages
// and MFA switched off in the project become AuthUnavailableError, never a wrong code.
import type { AuthClient, AuthError } from '@supabase/auth-js';

type Client = InstanceType<typeof AuthClient>;
import { type AuthLog, codeOf, isUnavailable } from './gotrue-errors.ts';
import { MfaRefusedError, type MfaErrorCode, type MfaPort, type SessionTokens } from './mfa.ts';
import { AuthUnavailableError } from './port.ts';

interface SupabaseMfaOptions {
  /** A fresh auth-js client, with the anon key unless another is given. */
  client: (key?: string) => Client;
  serviceRoleKey?: string;
  log: AuthLog;
}

const REFUSALS: readonly string[] = [
  'mfa_verification_failed', 'mfa_factor_not_found', 'mfa_challenge_expired', 'mfa_factor_name_conflict',
  'too_many_enrolled_mfa_factors', 'insufficient_aal', 'session_not_found',
] satisfies MfaErrorCode[];

export function createSupabaseMfa({ client, serviceRoleKey, log }: SupabaseMfaOptions): MfaPort {
  /** GoTrue's answer as a refusal the API words for people, or "cannot decide now". */
  function fail(op: string, error: AuthError): Error {
    const code = codeOf(error) ?? '';
    if (!isUnavailable(error) && REFUSALS.includes(code)) {
      return new MfaRefusedError(code as MfaErrorCode, error.status ?? 422, error.message);
    }
    log('supabase auth mfa unavailable', { op, status: error.status ?? 0, code: code || null });
    return new AuthUnavailableError(error.status ?? 0, `${op}: Supabase Auth cannot answer now (${code || error.status})`);
  }

  async function asCaller(op: string, tokens: SessionTokens) {
    const auth = client();
    const { error } = await auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
    if (error) throw fail(op, error);
    return auth;
  }

  function admin(op: string) {
    if (!serviceRoleKey) throw new Error(`SUPABASE_SERVICE_ROLE_KEY is needed to ${op}`);
    return client(serviceRoleKey).admin.mfa;
  }

  return {
    async enrollTotp(tokens, friendlyName, issuer) {
      const auth = await asCaller('mfa-enroll', tokens);
      const { data, error } = await auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer });
      if (error) throw fail('mfa-enroll', error);
      return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri, qrCode: data.totp.qr_code || null };
    },

    async verifyTotp(tokens, factorId, code) {
      const auth = await asCaller('mfa-verify', tokens);
      const { data, error } = await auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw fail('mfa-verify', error);
      return {
        accessToken: data.access_token,
        refreshToken: data.refresh_token,
        expiresAt: Math.round(Date.now() / 1000) + data.expires_in,
      };
    },

    async unenroll(tokens, factorId) {
      const auth = await asCaller('mfa-unenroll', tokens);
      const { error } = await auth.mfa.unenroll({ factorId });
      if (error) throw fail('mfa-unenroll', error);
    },

    async removeAllFactors(userId) {
      const api = admin('reset two-step sign-in');
      const { data, error } = await api.listFactors({ userId });
      if (error) throw fail('mfa-admin-list', error);
      for (const factor of data.factors) {
        const removed = await api.deleteFactor({ userId, id: factor.id });
        if (removed.error && codeOf(removed.error) !== 'mfa_factor_not_found') throw fail('mfa-admin-delete', removed.error);
      }
    },
  };
}
