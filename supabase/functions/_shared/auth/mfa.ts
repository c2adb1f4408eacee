// The second sign-in step (issue 34): what /api needs from the identity provider's MFA API,
// shaped after Supabase Auth's (github:supabase/auth internal/api/mfa.go): POST /factors
// (enroll a TOTP factor: secret, otpauth URI, QR code), POST /factors/{id}/challenge and
// /verify (a code turns the session into aal2, with `totp` added to its amr), DELETE
// /factors/{id}, and the admin API's DELETE /admin/users/{id}/factors/{factorId}.
// Both adapters implement it: mfa-local.ts (auth.mfa_* tables) and mfa-supabase.ts (GoTrue).
import type { AuthSession } from './auth-session.ts';

/** The caller's session as the cookies carry it. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface TotpEnrollment {
  factorId: string;
  /** The key in base32, to type into an app or keep in a password manager. */
  secret: string;
  /** otpauth://totp/… (what the QR code holds). */
  uri: string;
  /** GoTrue's SVG of the URI; null where the adapter draws none (the SPA draws it from `uri`). */
  qrCode: string | null;
}

/** GoTrue's error codes for MFA refusals (internal/api/apierrors/errorcode.go). */
export type MfaErrorCode =
  | 'mfa_verification_failed'
  | 'mfa_factor_not_found'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'too_many_enrolled_mfa_factors'
  | 'insufficient_aal'
  | 'session_not_found';

/** The provider refused (wrong code, unknown factor, limits): GoTrue's code and status. */
export class MfaRefusedError extends Error {
  constructor(readonly code: MfaErrorCode, readonly status: number, message: string) {
    super(message);
    this.name = 'MfaRefusedError';
  }
}

/** GoTrue's defaults: [auth.mfa] max_enrolled_factors = 10, an unverified factor expires after 300 s. */
export const MAX_ENROLLED_FACTORS = 10;
export const FACTOR_EXPIRY_SECONDS = 300;
export const CHALLENGE_EXPIRY_SECONDS = 300;

export interface MfaPort {
  /** POST /factors {factor_type: totp}. Throws MfaRefusedError or AuthUnavailableError. */
  enrollTotp(tokens: SessionTokens, friendlyName: string, issuer: string): Promise<TotpEnrollment>;
  /**
   * POST /factors/{id}/challenge, then /verify with the code: the session, now aal2 (and the
   * factor verified, if it was not). Throws MfaRefusedError (mfa_verification_failed for a
   * wrong code) or AuthUnavailableError.
   */
  verifyTotp(tokens: SessionTokens, factorId: string, code: string): Promise<AuthSession>;
  /** DELETE /factors/{id}: a verified factor needs an aal2 session (insufficient_aal). */
  unenroll(tokens: SessionTokens, factorId: string): Promise<void>;
  /** The admin API: removes every factor of the account and returns its sessions to aal1. */
  removeAllFactors(userId: string): Promise<void>;
}
