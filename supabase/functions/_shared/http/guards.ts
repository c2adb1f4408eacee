// Middleware every request passes: request id + client address (client-address.ts, with
// proxy-signature.ts deciding whether the edge's client header counts), the
// same-origin / JSON rule for state-changing calls, and the 32 KB body limit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { allowedOrigins } from '../config.ts';
import { clientAddress } from './client-address.ts';
import { addressSettingsFor, PROXY_SIGNATURE_HEADER, requestSignedByEdge } from './proxy-signature.ts';
import type { AppEnv } from './context.ts';
import { FORM_TYPE, fromSite, isPublicFormPath } from './form-post.ts';

export const MAX_BODY_BYTES = 32 * 1024;
/**
 * The one route that takes a file: an image's bytes with its image/* type (a type no HTML form
 * can send cross-site, so a cross-site fetch needs a CORS preflight this API never grants). It
 * checks its own size limit (media/upload-check.ts) instead of the 32 KB one.
 */
export const MEDIA_UPLOAD_PATH = '/api/admin/media/uploads';
const isMediaUpload = (path: string, method: string, type: string) =>
  method === 'POST' && path === MEDIA_UPLOAD_PATH && type.startsWith('image/');
/**
 * The public application form (issue 35) posts multipart/form-data with the CV. An HTML form
 * can send that cross-site, so the Origin and Sec-Fetch-Site checks below matter for it; it
 * reads its own body with the CV's size limit (routes/applications.ts) instead of the 32 KB one.
 */
export const APPLICATION_PATH = '/api/applications';
const isApplication = (path: string, method: string, type: string) =>
  method === 'POST' && path === APPLICATION_PATH && type === 'multipart/form-data';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = crypto.randomUUID();
  c.set('requestId', requestId);
  const header = (name: string) => c.req.header(name);
  const { config } = c.get('deps');
  const signed = await requestSignedByEdge(header(PROXY_SIGNATURE_HEADER), config);
  c.set('edgeSigned', signed);
  c.set('ip', clientAddress(header, c.env?.remoteAddr, addressSettingsFor(signed, config)));
  await next();
  c.header('X-Request-Id', requestId);
};

/**
 * State-changing requests: a foreign Origin or a cross-site fetch is refused (CSRF), and a
 * body must be declared as JSON (an HTML form cannot send application/json cross-site). The one
 * exception: the public forms' own urlencoded posts (http/form-post.ts, sent before the app has
 * started or without JavaScript) to their endpoints, only with the site's Origin present.
 */
export const sameOriginJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const allowed = allowedOrigins(c.get('deps').config);
  const selfOrigin = new URL(c.req.url).origin;
  if (origin !== undefined && origin !== selfOrigin && !allowed.has(origin)) {
    return c.json({ error: 'Cross-origin requests are not allowed' }, 403);
  }
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    return c.json({ error: 'Cross-origin requests are not allowed' }, 403);
  }
  const length = Number(c.req.header('content-length') ?? '0');
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined;
  if (hasBody && type === FORM_TYPE && isPublicFormPath(c.req.path, c.req.method)) {
    if (!fromSite(c)) return c.json({ error: 'Cross-origin requests are not allowed' }, 403);
    return next();
  }
  if (hasBody && type !== 'application/json' && !isMediaUpload(c.req.path, c.req.method, type)
    && !isApplication(c.req.path, c.req.method, type)) {
    return c.json({ error: 'Requests must be sent as JSON (Content-Type: application/json)' }, 403);
  }
  return next();
};

// The refusal is sent before the rest of the body is read, and the server then drops the
// connection: `Connection: close` tells the client so (RFC 9112 §9.6), or its next request on
// that connection would meet a closed socket (Deno 2.1.4, the hosted runtime's: EPIPE).
const jsonBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: 'Request body too large (limit 32 KB)' }, 413, { Connection: 'close' }),
});

export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === 'POST' && (c.req.path === MEDIA_UPLOAD_PATH || c.req.path === APPLICATION_PATH) ? next() : jsonBodyLimit(c, next);

export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
