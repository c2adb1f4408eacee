// /api/admin/media (admins; visitors 401, signed-in non-admins 403): the media library.
//   POST   /uploads   one processed file's bytes (Content-Type: its image type) → its new path
//   POST   /          save an image: its uploaded files by variant, alt text, caption, credit,
//                      focal point, consent and whether it is published
//   GET    /          list (?q= search, ?filter=unused|people)
//   PATCH  /:id       edit those fields, record or withdraw the release, publish or not
//   DELETE /:id       refused (409, with the places) while the image is in use
// Paths are random uuids made here, never reused; a deleted image's files are removed from
// Storage after the row, and any left behind are swept by the drain (private.orphan_media_objects).
import { Hono } from 'hono';
import {
  createMediaRequestSchema, type CreateMediaRequest, MEDIA_MESSAGES, mediaListQuerySchema, type Release,
  updateMediaRequestSchema,
} from '../contract/admin-media.ts';
import { requireAdmin } from '../auth/admin.ts';
import { withCaller } from '../db/with-caller.ts';
import type { Sql, Tx } from '../db/pool.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseWith, uuidParam, validBody } from '../http/validate.ts';
import { readMedia, usageOf } from '../media/media-rows.ts';
import { MEDIA_BUCKET } from '../storage/buckets.ts';
import { deleteObject, getServiceObject, putObject } from '../storage/client.ts';
import { serveMediaFile } from './media-files.ts';
import { checkedUpload } from '../media/upload-check.ts';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' } as const;

type Consent = { published: boolean; showsPeople: boolean; release: Release | null; withdrawn: boolean };

/** Today in New Jersey, as the database's rule reads a release's expiry. */
const newJerseyToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);

function assertConsent(c: AppContext, s: Consent) {
  const inForce = s.release && !s.withdrawn && (!s.release.expiresOn || s.release.expiresOn >= newJerseyToday(c.get('deps').clock()));
  if (s.published && s.showsPeople && !inForce) {
    throw new HttpError(400, { error: MEDIA_MESSAGES.releaseRequired, fieldErrors: { published: [MEDIA_MESSAGES.releaseRequired] } });
  }
}

/** The database's own consent rule (a race with another edit) answers in the same words. */
function consentRefused(err: unknown): never {
  if ((err as { constraint_name?: string }).constraint_name === 'media_assets_release_before_publishing') {
    throw new HttpError(400, { error: MEDIA_MESSAGES.releaseRequired, fieldErrors: { published: [MEDIA_MESSAGES.releaseRequired] } });
  }
  throw err;
}

const releaseColumns = (r: Release | null) => ({
  release_basis: r?.basis ?? null,
  release_kept_at: r?.keptAt ?? null,
  release_scope: r?.scope ?? null,
  release_expires_on: r?.expiresOn ?? null,
});

type StoredUpload = { name: string; user_metadata: { width?: number; height?: number; contentType?: string; bytes?: number } | null };

/**
 * What Storage recorded of these uploads (the metadata /api sent with each), read on /api's own
 * connection: no staff token has a policy on storage.objects (migration 20261206100000).
 */
async function storedUploads(sql: Sql, input: CreateMediaRequest): Promise<StoredUpload[]> {
  return await sql<StoredUpload[]>`select name, user_metadata from storage.objects
    where bucket_id = 'media' and name = any(${input.files.map((f) => f.path)})`;
}

async function insertMedia(tx: Tx, input: CreateMediaRequest, stored: StoredUpload[]): Promise<string> {
  const files = input.files.map((f) => {
    const meta = stored.find((s) => s.name === f.path)?.user_metadata;
    if (!meta?.width || !meta.height || !meta.contentType || !meta.bytes) {
      throw new HttpError(400, { error: MEDIA_MESSAGES.uploadMissing, fieldErrors: { files: [MEDIA_MESSAGES.uploadMissing] } });
    }
    return { ...f, width: meta.width, height: meta.height, contentType: meta.contentType, bytes: meta.bytes };
  });
  const original = files.find((f) => f.variant === 'original');
  if (!original) throw new HttpError(400, { error: MEDIA_MESSAGES.originalRequired, fieldErrors: { files: [MEDIA_MESSAGES.originalRequired] } });
  const [row] = await tx<{ id: string }[]>`insert into public.media_assets ${tx({
    original_name: input.originalName, alt: input.decorative ? '' : input.alt, decorative: input.decorative,
    caption: input.caption, credit: input.credit, focal_x: input.focalX, focal_y: input.focalY,
    width: original.width, height: original.height, shows_people: input.showsPeople, published: input.published,
    ...releaseColumns(input.release),
  })} returning id`.catch(consentRefused);
  for (const f of files) {
    await tx`insert into public.media_files (path, media_id, variant, width, height, content_type, bytes)
      values (${f.path}, ${row!.id}, ${f.variant}, ${f.width}, ${f.height}, ${f.contentType}, ${f.bytes})`;
  }
  return row!.id;
}

export function adminMediaRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.post('/uploads', async (c) => {
    const image = await checkedUpload(c);
    const path = `${crypto.randomUUID()}.${EXTENSIONS[image.type]}`;
    const meta = { width: image.width, height: image.height, contentType: image.type, bytes: image.bytes.length };
    await putObject(c.get('deps').config, MEDIA_BUCKET, path, image.bytes, image.type, meta);
    return c.json({ path, ...meta }, 201);
  });

  // the library's own thumbnails: every image's files, published or not, for staff only and
  // never kept by a shared cache (the public /media/* answers only what visitors may see)
  app.get('/files/:path', (c) =>
    serveMediaFile(c, (path) => getServiceObject(c.get('deps').config, MEDIA_BUCKET, path), async () => ({ 'cache-control': 'private, no-store' })));

  app.get('/', async (c) => {
    const query = parseWith(mediaListQuerySchema, c.req.query());
    return c.json(await withCaller(c, (tx) => readMedia(tx, query)));
  });

  app.post('/', async (c) => {
    const input = await validBody(c, createMediaRequestSchema);
    assertConsent(c, { ...input, withdrawn: false });
    const stored = await storedUploads(c.get('deps').sql, input);
    const item = await withCaller(c, async (tx) => {
      const id = await insertMedia(tx, input, stored);
      return (await readMedia(tx, { id }))[0];
    });
    return c.json(item, 201);
  });

  app.patch('/:id', async (c) => {
    const id = uuidParam(c, 'id', MEDIA_MESSAGES.notFound);
    const input = await validBody(c, updateMediaRequestSchema);
    const item = await withCaller(c, async (tx) => {
      const [current] = await readMedia(tx, { id });
      if (!current) throw notFound(MEDIA_MESSAGES.notFound);
      const release = input.release === undefined ? current.release : input.release;
      const withdrawn = input.withdrawRelease === true || (input.release === undefined && !!current.release?.withdrawnAt);
      const merged = {
        published: input.published ?? current.published,
        showsPeople: input.showsPeople ?? current.showsPeople,
        decorative: input.decorative ?? current.decorative,
        alt: input.alt ?? current.alt,
      };
      if (!merged.decorative && merged.alt.trim() === '') {
        throw new HttpError(400, { error: MEDIA_MESSAGES.altRequired, fieldErrors: { alt: [MEDIA_MESSAGES.altRequired] } });
      }
      // Publishing needs the release in force; withdrawing one from a published photo is always allowed.
      if (input.published === true || input.showsPeople === true) assertConsent(c, { ...merged, release, withdrawn });
      await tx`update public.media_assets set ${tx({
        alt: merged.decorative ? '' : merged.alt, decorative: merged.decorative,
        caption: input.caption ?? current.caption, credit: input.credit ?? current.credit,
        focal_x: input.focalX ?? current.focalX, focal_y: input.focalY ?? current.focalY,
        shows_people: merged.showsPeople, published: merged.published,
        ...(input.release !== undefined ? { ...releaseColumns(input.release), release_withdrawn_at: null } : {}),
      })} where id = ${id}`.catch(consentRefused);
      if (input.withdrawRelease) await tx`update public.media_assets set release_withdrawn_at = now() where id = ${id}`;
      return (await readMedia(tx, { id }))[0];
    });
    return c.json(item);
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', MEDIA_MESSAGES.notFound);
    const result = await withCaller(c, async (tx) => {
      const usedIn = await usageOf(tx, id);
      if (usedIn.length > 0) return { usedIn };
      const files = await tx<{ path: string }[]>`select path from public.media_files where media_id = ${id}`;
      const removed = await tx`delete from public.media_assets where id = ${id} returning id`;
      if (removed.length === 0) throw notFound(MEDIA_MESSAGES.notFound);
      return { paths: files.map((f) => f.path) };
    });
    if ('usedIn' in result) return c.json({ error: MEDIA_MESSAGES.inUse, usedIn: result.usedIn }, 409);
    const { config, log } = c.get('deps');
    for (const path of result.paths) {
      // A file Storage keeps now is an orphan the drain sweeps later; the image is gone either way.
      await deleteObject(config, MEDIA_BUCKET, path).catch((err: unknown) => log('media: a file stays for the sweep', { path, error: String(err) }));
    }
    return c.json({ message: 'Image deleted' });
  });
  return app;
}
