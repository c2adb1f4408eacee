// The server's own check of an uploaded image, whatever the admin's browser did before: the size
// (413 from Content-Length before the body is read, and again while reading a body sent without
// one), the real type from the bytes against the declared Content-Type (SVG and anything else
// refused), the pixel size, and no EXIF, XMP or IPTC block left. Every refusal is a 4xx with the
// sentence the admin sees; nothing is stored.
import { MEDIA_LIMITS, MEDIA_MESSAGES, TYPE_NAMES } from '../contract/admin-media.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { type ImageType, sniffImage } from './image-bytes.ts';

export type CheckedImage = { bytes: Uint8Array<ArrayBuffer>; type: ImageType; width: number; height: number };

const tooLarge = () => new HttpError(413, { error: MEDIA_MESSAGES.tooLarge });

/** The body, refused with 413 as soon as it is known to be larger than the limit. */
export async function readLimitedBody(c: AppContext, limit: number, refusal = tooLarge): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit) throw refusal();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw refusal();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

const declaredType = (c: AppContext) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export async function checkedUpload(c: AppContext): Promise<CheckedImage> {
  const declared = declaredType(c);
  const bytes = await readLimitedBody(c, MEDIA_LIMITS.maxBytes);
  if (bytes.length === 0) throw new HttpError(400, { error: MEDIA_MESSAGES.empty });
  const found = sniffImage(bytes);
  if (found.kind === 'svg') throw new HttpError(415, { error: MEDIA_MESSAGES.svg });
  if (found.kind === 'unknown') throw new HttpError(415, { error: MEDIA_MESSAGES.unknownType });
  if (found.type !== declared) {
    const sentAs = TYPE_NAMES[declared] ?? (declared || 'an unnamed type');
    throw new HttpError(415, { error: MEDIA_MESSAGES.typeMismatch(TYPE_NAMES[found.type]!, sentAs) });
  }
  if (found.kind === 'corrupt') throw new HttpError(400, { error: MEDIA_MESSAGES.corrupt });
  const { width, height } = found;
  if (Math.max(width, height) > MEDIA_LIMITS.maxEdge || width * height > MEDIA_LIMITS.maxPixels) {
    throw new HttpError(400, { error: MEDIA_MESSAGES.tooManyPixels(width, height) });
  }
  if (found.metadata) throw new HttpError(400, { error: MEDIA_MESSAGES.metadata, message: `${found.metadata} block found` });
  return { bytes, type: found.type, width, height };
}
