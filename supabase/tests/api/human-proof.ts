// The proof-of-work a public form's widget sends (issue 57.7), made here as the widget makes it:
// a challenge from GET /api/challenge, solved with altcha-lib's solveChallenge, sent as base64
// JSON {challenge, solution}. The test stack's CHALLENGE_MAX_COUNTER is low, so it takes ms.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { inject } from 'vitest';

/** The public writes that need a proof, as the app sends them (JSON). */
const GUARDED = [/^\/contact$/, /^\/events\/[^/]+\/(register|waitlist)$/, /^\/applications$/, /^\/donations$/];
export const needsProof = (method: string, path: string) => method === 'POST' && GUARDED.some((p) => p.test(path));

type Get = (path: string) => Response | Promise<Response>;
const overHttp: Get = (path) => fetch(inject('apiUrl') + path);

/** A solved challenge of the API (the test stack's, or the one `get` reaches), encoded as the widget puts it in the form. */
export async function humanProof(get: Get = overHttp): Promise<string> {
  const res = await get('/challenge');
  if (res.status !== 200) throw new Error(`GET /challenge answered ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
