// How the Supabase adapters (supabase.ts and its second step, mfa-supabase.ts) read GoTrue's
// refusals through auth-js, and where they report the ones they do not expect.
import type { AuthError } from '@supabase/auth-js';

export type AuthLog = (message: string, detail?: Record<string, unknown>) => void;

/** GoTrue's code; auth-js turns session_not_found into AuthSessionMissingError, which has none. */
export const codeOf = (error: AuthError) =>
  error.code ?? (error.name === 'AuthSessionMissingError' ? 'session_not_found' : undefined);

/** Rate limits, sign-in switched off, conflicts, outages: GoTrue cannot decide now. */
export function isUnavailable(error: AuthError): boolean {
  const status = error.status ?? 0;
  return status === 0 || status === 409 || status === 429 || status >= 500 || error.code === 'email_provider_disabled';
}
