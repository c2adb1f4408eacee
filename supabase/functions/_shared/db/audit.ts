// What /api alone sees and writes to the audit trail (migrations 20261127130100, 20261207100000)
// over its own connection: sign-in attempts, password resets, wrong two-step codes, and through
// public.log_audit() (its fixed list of actions, /api's role only) what staff do that no table
// records. Everything else is recorded by the database's triggers.
import type { AppContext } from '../http/context.ts';
import type { Sql, Tx } from './pool.ts';
import { privileged } from './privileged.ts';
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
  return withCaller(c, (tx) => logAudit(tx, action, recordType, recordId));
}

/** What /api alone sees about an account: a password reset, a wrong two-step code (the account is the actor). */
export async function recordAccountEvent(sql: Sql, action: 'auth.password_reset' | 'auth.two_step_failed', userId: string, address: string) {
  await sql`select private.record_account_event(${action}, ${userId}::uuid, ${address})`;
}

/** Actions public.log_audit() records (its allow-list, migration 20261207100000). */
export type LoggedAction = TwoStepAction | 'export.csv' | 'content.published' | 'content.unpublished' | 'content.updated'
  | 'content.deleted' | 'application.emailed';

/** Records `action` in the caller's transaction, as the caller, through /api's own role. */
export function logAudit(tx: Tx, action: LoggedAction, recordType: string, recordId: string | null, details: Record<string, unknown> = {}) {
  return privileged(tx, () => tx`select public.log_audit(${action}, ${recordType}, ${recordId}, ${tx.json(details as never)})`);
}
