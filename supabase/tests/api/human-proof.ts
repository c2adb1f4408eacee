// The proof-of-work a public form's widget sends (issue 57.7), for the API tests: the test
// stack's challenge, solved as the widget solves it (scripts/testing/proof-of-work.ts).
import { inject } from 'vitest';
import { solvedProof } from '../../../scripts/testing/proof-of-work.ts';

/** The public writes that need a proof, as the app sends them (JSON). */
const GUARDED = [/^\/contact$/, /^\/events\/[^/]+\/(register|waitlist)$/, /^\/series\/[^/]+\/register$/, /^\/applications$/, /^\/donations$/];
export const needsProof = (method: string, path: string) => method === 'POST' && GUARDED.some((p) => p.test(path));

type Get = (path: string) => Response | Promise<Response>;
const overHttp: Get = (path) => fetch(inject('apiUrl') + path);

/** A solved challenge of the API (the test stack's, or the one `get` reaches), encoded as the widget puts it in the form. */
export async function humanProof(get: Get = overHttp): Promise<string> {
  const res = await get('/challenge');
  return solvedProof(res.status, () => res.json());
}
