// The proof-of-work a public form's widget sends (issue 57.7), for specs that post to a guarded
// /api route themselves: the site's own challenge, solved as the widget solves it.
import type { APIRequestContext } from '@playwright/test'
import { solvedProof } from '../../scripts/testing/proof-of-work'

/** A solved challenge of the site's /api, as the form's `altcha` field carries it. */
export async function humanProof(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/challenge')
  return solvedProof(res.status(), () => res.json())
}
