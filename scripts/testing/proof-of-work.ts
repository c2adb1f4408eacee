// The proof-of-work a public form's widget sends (issue 57.7), made as the widget makes it: a
// challenge of GET /api/challenge, solved with altcha-lib's solveChallenge, sent as base64 JSON
// {challenge, solution}. The test stacks' CHALLENGE_MAX_COUNTER is low, so it takes ms. Used by
// the API tests (supabase/tests/api/human-proof.ts) and the end-to-end ones (e2e/support/human-proof.ts).
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** Solves the challenge the API answered (its status and JSON body), encoded as the widget puts it in the form. */
export async function solvedProof(status: number, body: () => Promise<unknown>): Promise<string> {
  if (status !== 200) throw new Error(`GET /challenge answered ${status}`)
  const challenge = (await body()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved')
  return btoa(JSON.stringify({ challenge, solution }))
}
