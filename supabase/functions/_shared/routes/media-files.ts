// /api/media/:path, which the host serves as /media/:path on the site's own origin (host rule
// in scripts/stack/host-rules.ts; Vite's dev proxy does the same): an image file as a visitor may
// see it. Storage is asked with the anon key, so the storage.objects policies decide: a file of
// an unpublished image, or of a photo whose release was withdrawn or expired, is a 404.
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { getPublicObject, StorageUnavailableError } from '../media/storage.ts';

const FILE_PATH = /^[0-9a-f-]{36}\.(webp|jpg|png|avif)$/;
/** Short enough that a withdrawn release leaves caches within minutes; paths never change content. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';

export function mediaFileRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:path', async (c) => {
    const path = c.req.param('path');
    if (!FILE_PATH.test(path)) throw notFound('Image not found');
    const stored = await getPublicObject(c.get('deps').config, path).catch((err: unknown) => {
      if (err instanceof StorageUnavailableError) {
        c.get('deps').log('media: storage unavailable', { error: err.message });
        throw new HttpError(503, { error: 'Images are unavailable right now. Please try again shortly.' }, { 'Retry-After': '5' });
      }
      throw err;
    });
    if (!stored) throw notFound('Image not found');
    const headers = new Headers({
      'content-type': stored.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    const etag = stored.headers.get('etag');
    if (etag) headers.set('etag', etag);
    return new Response(stored.body, { status: 200, headers });
  });
  return app;
}
