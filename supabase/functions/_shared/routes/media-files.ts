// /api/media/:path, which the host serves as /media/:path on the site's own origin (host rule
// in scripts/host/host-rules.ts; Vite's dev proxy does the same): an image file as a visitor may
// see it. Storage is asked with the anon key, so the storage.objects policies decide: a file of
// an unpublished image, or of a photo whose release was withdrawn or expired, is a 404. The CDN
// keeps a file under its image's tag (media_assets:<id>), which a change to the image purges
// (http/shared-cache.ts); browsers keep it a few minutes.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { MEDIA_BUCKET } from '../storage/buckets.ts';
import { getPublicObject, StorageUnavailableError } from '../storage/client.ts';
import { mediaTags, sharedAnswerHeaders } from '../http/shared-cache.ts';

/** In browsers: short enough that a withdrawn release leaves them within minutes; paths never change content. */
const BROWSER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';

/** An image file's name as stored: a uuid and its type. */
export const MEDIA_FILE_PATH = /^[0-9a-f-]{36}\.(webp|jpg|png|avif)$/;

/**
 * Reads a stored file through `read`, answering 404 for a name that is not one, 503 while Storage
 * is down; `cacheHeaders` gives the caching headers of a file found.
 */
export async function serveMediaFile(c: Context<AppEnv>, read: (path: string) => Promise<Response | null>, cacheHeaders: (path: string) => Promise<Record<string, string>>) {
  const path = c.req.param('path') ?? '';
  if (!MEDIA_FILE_PATH.test(path)) throw notFound('Image not found');
  const stored = await read(path).catch((err: unknown) => {
    if (err instanceof StorageUnavailableError) {
      c.get('deps').log('media: storage unavailable', { error: err.message });
      throw new HttpError(503, { error: 'Images are unavailable right now. Please try again shortly.' }, { 'Retry-After': '5' });
    }
    throw err;
  });
  if (!stored) throw notFound('Image not found');
  const headers = new Headers({
    'content-type': stored.headers.get('content-type') ?? 'application/octet-stream',
    ...(await cacheHeaders(path)),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
  });
  const etag = stored.headers.get('etag');
  if (etag) headers.set('etag', etag);
  return new Response(stored.body, { status: 200, headers });
}

export function mediaFileRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:path', (c) => serveMediaFile(c, (path) => getPublicObject(c.get('deps').config, MEDIA_BUCKET, path),
    async (path) => sharedAnswerHeaders(await mediaTags(c.get('deps').sql, `/media/${path}`), { browser: BROWSER_CACHE_CONTROL })));
  return app;
}
