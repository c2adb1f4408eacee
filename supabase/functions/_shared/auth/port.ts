// The auth port: what /api needs from an identity provider. Two adapters implement it:
// local.ts (auth.users in our own Postgres) and supabase.ts (Supabase Auth / GoTrue).

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

export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch when the access token expires. */
  expiresAt: number;
}

export interface AuthPort {
  /** null when the e-mail / password pair is wrong (never says which). */
  signIn(email: string, password: string): Promise<AuthSession | null>;
  /** Verified claims, or null when the token is invalid, expired or its session ended. */
  verify(accessToken: string): Promise<Claims | null>;
  /**
   * A fresh session for a refresh token, or null when it is unknown, used or revoked.
   * Throws AuthUnavailableError when the provider cannot answer now (the token may be good).
   */
  refresh(refreshToken: string): Promise<AuthSession | null>;
  /** Ends the session of this access token (best effort). */
  signOut(accessToken: string): Promise<void>;
  /** Sends a recovery mail when the account exists; silent otherwise. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets the password when the token is valid, unused and not expired; ends all sessions. */
  resetPassword(token: string, password: string): Promise<boolean>;
}

/** The identity provider could not decide now (busy, rate-limited, down); try again later. */
export class AuthUnavailableError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'AuthUnavailableError';
  }
}
