// The session an identity provider issues (the auth port's sign-in and refresh, the second step's
// verification), which /api keeps in the caller's cookies (session.ts).
export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch when the access token expires. */
  expiresAt: number;
}
