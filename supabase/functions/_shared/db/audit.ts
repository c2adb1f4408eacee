// What /api alone sees and writes to the audit trail (migration 20261127130100) over its own
// connection: sign-in attempts. Everything else is recorded by the database's triggers, or by
// public.log_audit() under the caller's role.
import type { AppContext } from '../http/context.ts';
import { privileged } from '../routes/admin-team.ts';
import type { Sql } from './pool.ts';
import { withCaller } from './with-caller.ts';

export interface SignInAttempt {
  email: string;
  success: boolean;
  /** The account and the new session, on success. */
  userId?: string;
  sessionId?: string;
  address: string;
  userAgent?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records a sign-in success or failure; a success also labels its session with browser and address. */
export async function recordSignIn(sql: Sql, a: SignInAttempt): Promise<void> {
  const sessionId = a.sessionId && UUID.test(a.sessionId) ? a.sessionId : null;
  await sql`select private.record_sign_in(${a.email}, ${a.success}, ${a.userId ?? null}::uuid,
    ${sessionId}::uuid, ${a.address}, ${a.userAgent?.slice(0, 500) ?? null})`;
}

export type TwoStepAction = 'mfa.enrolled' | 'mfa.removed' | 'mfa.reset' | 'mfa.required' | 'mfa.not_required';

/**
 * Records a change to a second step (issue 34) as the caller, with the request's address. Through
 * /api's own role: the account may not pass is_admin() at that moment (its first authenticator
 * just confirmed with a token still aal1, or the set-up the staff-wide rule sends it to).
 */
export function recordTwoStepChange(c: AppContext, action: TwoStepAction, recordType: string, recordId: string | null) {
  return withCaller(c, (tx) => privileged(tx, () => tx`select public.log_audit(${action}, ${recordType}, ${recordId}, '{}')`));
}
