// What sign-in still needs from a caller (issue 34): the code, when the account has a verified
// factor and the token is not aal2 yet; setting one up, while two-step sign-in is required of
// every staff account (the default since issue 57; a super_admin may turn it off) and this
// staff member has none. The database applies the same rule (private.two_step_satisfied()). Read over /api's own pool (the
// factors live in auth.mfa_factors, which Supabase Auth and the local adapter both write: private.verified_factors()).
import { TWO_STEP_MESSAGES, type SecondStep } from '../contract/two-step.ts';
import type { Sql } from '../db/pool.ts';
import type { Caller } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';

export async function secondStepOf(sql: Sql, caller: Caller): Promise<SecondStep> {
  const [row] = await sql<{ enrolled: boolean; required: boolean; staff: boolean }[]>`
    select exists (select 1 from private.verified_factors(${caller.userId}::uuid)) as enrolled,
      coalesce((select require_two_step from public.staff_security_settings), true) as required,
      exists (select 1 from public.admin_users where user_id = ${caller.userId}) as staff`;
  if (row?.enrolled) return caller.claims.aal === 'aal2' ? null : 'code';
  return row?.required && row.staff ? 'setup' : null;
}

/** 403 while the second step is pending: admin routes answer nothing before it is done. */
export async function requireSecondStepDone(sql: Sql, caller: Caller): Promise<void> {
  const step = await secondStepOf(sql, caller);
  if (step) throw new HttpError(403, { error: step === 'code' ? TWO_STEP_MESSAGES.codeNeeded : TWO_STEP_MESSAGES.setupNeeded });
}
