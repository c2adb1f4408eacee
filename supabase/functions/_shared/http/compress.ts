// Response compression (Lighthouse: uses-text-compression on /api): a JSON or text answer of
// at least 1 KB is gzipped when the client accepts gzip. Our answers are small and complete
// before they leave the handler (nothing is streamed), so the buffered body is compressed
// with synchronous zlib: on the bench this costs far less per request than piping every
// answer through a CompressionStream (hono/compress). Request bodies are never touched.
import type { MiddlewareHandler } from 'hono';
// @ts-types="./zlib-types.d.ts"
import { gzipSync } from 'node:zlib';

/** Below this, gzip's framing and the CPU cost outweigh the bytes saved. */
export const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^\s*(application\/(json|[\w.+-]+\+json)|text\/(?!event-stream))/i;

/** True when Accept-Encoding allows gzip (named with q > 0, or `*` and gzip not refused). */
export function acceptsGzip(header: string | undefined): boolean {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  return (q.get('gzip') ?? q.get('*') ?? 0) > 0;
}

/**
 * The public lists answer every visitor with the same bytes, and each gzipSync call costs
 * more than the rest of such a request in the api function, so recent results are kept,
 * keyed by the whole body (a hit is the very same text: nothing crosses between answers).
 */
const RECENT_MAX = 64;
const RECENT_MAX_BYTES = 64 * 1024;
const recent = new Map<string, Uint8Array<ArrayBuffer>>();
const text = new TextDecoder();

function gzipOf(body: Uint8Array): Uint8Array<ArrayBuffer> {
  if (body.length > RECENT_MAX_BYTES) return gzipSync(body);
  const key = text.decode(body);
  let gzipped = recent.get(key);
  if (gzipped) recent.delete(key);
  else gzipped = gzipSync(body);
  recent.set(key, gzipped); // most recent last; the oldest goes first
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return gzipped;
}

export const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
  // caches must keep the plain and the gzipped answer apart, whichever this one is
  const vary = res.headers.get('Vary');
  if (!/\baccept-encoding\b/i.test(vary ?? '')) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const gzipped = body.length >= MIN_COMPRESS_BYTES ? gzipOf(body) : null;
  const answer = new Response(gzipped ?? body, res);
  if (gzipped) answer.headers.set('Content-Encoding', 'gzip');
  c.res = answer;
};
