// The site's purge endpoint (issue 58 item 2): POST {"tags": [...]} with the shared secret in the
// CDN_PURGE_SECRET_HEADER purges those cache tags from the site's CDN. On Netlify the purger is
// @netlify/functions' purgeCache({ tags }) (netlify/functions/purge.mts), which a function of the
// site may call without an account token; locally it is the stack's in-memory CDN layer. /api and
// the notify drain call it (site/cdn-purge.ts).
//
// Netlify's limits (docs.netlify.com, "Caching" → "Cache tags" and "On-demand invalidation"): a
// tag is at most 1024 characters, and tags travel comma-separated in Netlify-Cache-Tag, so a tag
// holds no comma (nor whitespace, which the header trims). The docs give no count per purge
// call; this endpoint asks for at most TAGS_PER_PURGE_CALL tags a call, so one request of up
// to MAX_TAGS_PER_REQUEST tags is a few calls.
//
// Answers: 200 {purged} once every tag was purged; 400 {error} for a body that is not
// {"tags": [one or more tags]}; 401 without the secret or with another; 405 for a method other than
// POST; 502 when the purge itself failed (the caller keeps the tags and sends them again); 503 when
// the site has no secret set (nothing could prove itself).
import { z } from 'zod';
import { sameSecret } from '../mail/notify-caller.ts';

export const CDN_PURGE_SECRET_HEADER = 'x-cdn-purge-secret';
export const MAX_TAG_LENGTH = 1024;
export const MAX_TAGS_PER_REQUEST = 500;
export const TAGS_PER_PURGE_CALL = 100;
const MAX_BODY_BYTES = 600_000;

export type Purger = (tags: string[]) => Promise<void>;
type Log = (line: string) => void;

const tagSchema = z.string({ error: 'Each tag must be text' })
  .min(1, 'A tag cannot be empty')
  .max(MAX_TAG_LENGTH, `A tag is at most ${MAX_TAG_LENGTH} characters`)
  .regex(/^[^,\s]+$/, 'A tag cannot hold a comma or a space');
const bodySchema = z.object({
  tags: z.array(tagSchema, { error: 'Send {"tags": [...]}' })
    .min(1, 'Send at least one tag')
    .max(MAX_TAGS_PER_REQUEST, `Send at most ${MAX_TAGS_PER_REQUEST} tags at once`),
});

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/** The tags in calls of at most TAGS_PER_PURGE_CALL each, every tag once. */
export function purgeBatches(tags: readonly string[]): string[][] {
  const unique = [...new Set(tags)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += TAGS_PER_PURGE_CALL) batches.push(unique.slice(i, i + TAGS_PER_PURGE_CALL));
  return batches;
}

async function readTags(req: Request): Promise<string[] | string> {
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) return `Send at most ${MAX_TAGS_PER_REQUEST} tags at once`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'The body must be JSON: {"tags": [...]}';
  }
  const parsed = bodySchema.safeParse(json);
  return parsed.success ? parsed.data.tags : parsed.error.issues[0]!.message;
}

/** The endpoint's handler; `secret` is read per request (undefined: not configured). */
export function purgeHandler(options: { secret: () => string | undefined; purge: Purger; log?: Log }) {
  const log = options.log ?? console.error;
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return answer(405, { error: 'Use POST to purge cache tags' });
    const secret = options.secret()?.trim();
    if (!secret) {
      log('purge: CDN_PURGE_SECRET is not set on the site: npm run deploy sets it (step host-env)');
      return answer(503, { error: 'Purge endpoint not configured' });
    }
    if (!(await sameSecret(req.headers.get(CDN_PURGE_SECRET_HEADER), secret))) return answer(401, { error: 'Unauthorized' });
    const tags = await readTags(req);
    if (typeof tags === 'string') return answer(400, { error: tags });
    const batches = purgeBatches(tags);
    try {
      for (const batch of batches) await options.purge(batch);
    } catch (err) {
      log(`purge: purging ${tags.length} tag(s) failed: ${err instanceof Error ? err.message : String(err)}`);
      return answer(502, { error: 'The purge failed; send the tags again' });
    }
    return answer(200, { purged: batches.reduce((n, b) => n + b.length, 0) });
  };
}
