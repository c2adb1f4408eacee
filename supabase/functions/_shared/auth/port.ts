// The auth port: what /api needs from an identity provider. Two adapters implement it:
// local.ts (auth.users in our own Postgres) and supabase.ts (Supabase Auth / GoTrue).
import type { AuthSession } from './auth-session.ts';
import type { MfaPort } from './mfa.ts';

/** Verified access-token claims in Supabase's shape; set as request.jwt.claims for RLS. */
export interface Claims {
  sub: string;
  role: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * A recovery session kept after GoTrue accepted a reset link but refused the new password (or
 * could not store it just now): GoTrue spends the link when it verifies it, so the next attempt
 * sets the password with this session instead of asking for a new link.
 */
export interface RecoveryHold {
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch when the access token expires. */
  expiresAt: number;
}

export type ResetResult =
  /** The password changed (the account's id, for the audit trail). */
  | { outcome: 'reset'; userId: string }
  /** Unknown, used or expired link (or a held recovery session that ended): a new link is needed. */
  | { outcome: 'link-invalid' }
  /** The provider refused this password; the link (or the held session) still works. */
  | { outcome: 'password-refused'; reason: 'same' | 'weak' | 'too-long'; hold?: RecoveryHold }
  /** The provider could not answer now (rate limit, outage); try again shortly. */
  | { outcome: 'unavailable'; hold?: RecoveryHold }
  /**
   * The account has a verified second factor and the recovery session is aal1: GoTrue refuses a
   * password change from it (internal/api/user.go, 401 insufficient_aal). The link still works
   * through `hold`, which a code (the MFA port's verifyTotp) raises to aal2 for the next attempt.
   */
  | { outcome: 'code-needed'; userId: string; hold: RecoveryHold };

/** Staff members' sign-in identities (admin-team): the Auth admin API, or the local stand-in's rows. */
export interface AccountsPort {
  /** The new account's id; null when the e-mail is taken. */
  create(identity: { email: string; password: string }): Promise<string | null>;
  /** Deletes the account (its sessions and factors go with it); an unknown id is no error. */
  remove(userId: string): Promise<void>;
}

export interface AuthPort {
  accounts: AccountsPort;
  /** The second sign-in step (mfa.ts). */
  mfa: MfaPort;
  /**
   * null when the e-mail / password pair is wrong (never says which).
   * Throws AuthUnavailableError when the provider cannot decide now (rate limit, sign-in
   * switched off, outage): that is no wrong password.
   */
  signIn(email: string, password: string): Promise<AuthSession | null>;
  /**
   * Verified claims, or null when the token is invalid, expired or its session ended.
   * Throws AuthUnavailableError when the provider cannot answer now.
   */
  verify(accessToken: string): Promise<Claims | null>;
  /**
   * A fresh session for a refresh token, or null when it is unknown, used or revoked.
   * Throws AuthUnavailableError when the provider cannot answer now (the token may be good).
   */
  refresh(refreshToken: string): Promise<AuthSession | null>;
  /** Ends the session of this access token (best effort). */
  signOut(accessToken: string): Promise<void>;
  /**
   * Sends a recovery mail when the account exists; silent otherwise, and silent on anything
   * that only an existing account can cause. Throws AuthUnavailableError when the provider
   * cannot take requests now.
   */
  requestPasswordReset(email: string): Promise<void>;
  /**
   * Sets the password when the token is valid, unused and not expired; ends all sessions.
   * `held` is the recovery session a previous attempt with this same link kept (aal2 once a
   * code was accepted on it); an account with a verified factor needs that aal2 session.
   */
  resetPassword(token: string, password: string, held?: RecoveryHold): Promise<ResetResult>;
}

/** The identity provider could not decide now (busy, rate-limited, down); try again later. */
export class AuthUnavailableError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'AuthUnavailableError';
  }
}
