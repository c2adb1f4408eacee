// The work behind POST /api/auth/forgot-password (issue 57). Its answer must not tell whether an
// account exists, by its words or by its time: the provider's request takes longer for a known
// account (a token stored, a mail queued; GoTrue's /recover sends the mail before it answers)
// and can fail for a known account alone (a mail GoTrue could not send). So the route answers
// the same words after a fixed delay, and the rate limits and the provider's request run on
// their own, never awaited by the answer; their failures are only logged.
import type { AppContext } from '../http/context.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { AuthUnavailableError } from './port.ts';

/** forgot-password answers this long after its request was read, whatever the work does. */
export const FORGOT_PASSWORD_ANSWER_MS = 600;

/** Starts the reset request for `email` without waiting for it; resolves once the fixed delay is over. */
export function requestResetUnawaited(c: AppContext, email: string): Promise<void> {
  const answerAt = new Promise<void>((resolve) => setTimeout(resolve, FORGOT_PASSWORD_ANSWER_MS));
  const { sql, auth, log, waitUntil } = c.get('deps');
  const ip = c.get('ip');
  const work = (async () => {
    const allowed = (await hitRateLimit(sql, 'forgot-account', email.toLowerCase(), 3, 3600))
      && (await hitRateLimit(sql, 'forgot-ip', ip, 20, 3600));
    if (allowed) await auth.requestPasswordReset(email);
  })().catch((err: unknown) => {
    // a provider that could not take the request has been logged by its adapter
    if (!(err instanceof AuthUnavailableError)) log('password reset request failed', { error: String(err) });
  });
  waitUntil?.(work);
  return answerAt;
}
