// The public forms' bot check (issue 57.7): a guarded write runs only with a proof-of-work
// solution from the form's widget (human-check/proof-of-work.ts) that this server signed, that
// has not expired and that has not been used before (private.spend_challenge(), migration
// 20261208110000, remembers each accepted one until it expires). From the app, a missing or
// refused solution is a 400 naming the field, in the visitor's words; never a 500. A form the
// browser posted itself without one is held instead (held/held-submissions.ts).
import { HUMAN_CHECK_FIELD, HUMAN_CHECK_MISSING, HUMAN_CHECK_REFUSED } from '../contract/human-check.ts';
import { proofHolds, readProof } from '../human-check/proof-of-work.ts';
import type { AppContext } from './context.ts';
import { HttpError } from './errors.ts';

const refusal = (message: string) => new HttpError(400, { error: message, fieldErrors: { [HUMAN_CHECK_FIELD]: [message] } });

/** True when `payload` is an unused solution of a challenge this server issued; it is spent then. */
export async function proofAccepted(c: AppContext, payload: string | undefined): Promise<boolean> {
  if (!payload) return false;
  const { config, clock, sql } = c.get('deps');
  const proof = readProof(payload);
  if (!proof || !(await proofHolds(config, proof, clock()))) return false;
  const expiresAt = new Date(proof.challenge.parameters.expiresAt! * 1000);
  const [row] = await sql<{ fresh: boolean }[]>`
    select private.spend_challenge(${proof.challenge.signature!}, ${expiresAt}) as fresh`;
  return row?.fresh === true;
}

/** Throws 400 unless `payload` is an unused solution of a challenge this server issued. */
export async function requireHuman(c: AppContext, payload: string | undefined): Promise<void> {
  if (!payload) throw refusal(HUMAN_CHECK_MISSING);
  if (!(await proofAccepted(c, payload))) throw refusal(HUMAN_CHECK_REFUSED);
}
