// Featured images of posts, events and services (issue 33), for every content route alike:
// the SQL that reads a row's image as the public pages see it (contract/featured-image.ts), and
// the check that the image a form chose can be used there.
import { FEATURED_IMAGE_MESSAGES, type FeaturedImage } from '../contract/featured-image.ts';
import type { Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';

export type { FeaturedImage };

/**
 * Whether visitors may see image `m` now; spelled out (not private.media_release_in_force) because
 * a visitor's role cannot call functions in `private`, and so that an admin reading the public
 * pages sees what visitors see. The same rule as the anon policy of public.media_assets.
 */
const VISIBLE = `m.published and (not m.shows_people or (m.release_basis is not null and m.release_withdrawn_at is null
  and (m.release_expires_on is null or m.release_expires_on >= (now() at time zone 'America/New_York')::date)))`;

const file = (f: string) => `json_build_object('url', '/media/' || ${f}.path, 'width', ${f}.width, 'height', ${f}.height)`;

/**
 * A select-list item: the image whose id is `idColumn` (a qualified column, e.g. row.featured_image_id),
 * as the public pages read it, under `alias`; null when there is none or visitors may not see it.
 */
export function imageColumn(idColumn: string, alias: string): string {
  return `(select json_build_object('alt', case when m.decorative then '' else m.alt end, 'width', m.width, 'height', m.height,
      'files', (select json_agg(${file('f')} order by f.width, f.variant) from public.media_files f
                where f.media_id = m.id and f.variant <> 'social'),
      'social', (select ${file('s')} from public.media_files s where s.media_id = m.id and s.variant = 'social'))
    from public.media_assets m
    where m.id = ${idColumn} and ${VISIBLE}
      and exists (select 1 from public.media_files f where f.media_id = m.id and f.variant <> 'social')) as "${alias}"`;
}

/**
 * A select-list item: the featured image of the row aliased `row` (a column featured_image_id),
 * as "featuredImage", or null.
 */
export function featuredImageColumn(row: string): string {
  return imageColumn(`${row}.featured_image_id`, 'featuredImage');
}

/**
 * Refuses (400, in the admin's words, under the form's `field`) an image that is not in the library,
 * or one visitors may not see on content that is published; null (no image) is always fine. Runs as the caller.
 */
export async function checkFeaturedImage(tx: Tx, imageId: string | null | undefined, published: boolean, field = 'featuredImageId'): Promise<void> {
  if (!imageId) return;
  const [row] = await tx.unsafe<{ visible: boolean }[]>(
    `select ${VISIBLE} as visible from public.media_assets m where m.id = $1::uuid`, [imageId]);
  if (!row) throw new HttpError(400, { error: FEATURED_IMAGE_MESSAGES.unknown, fieldErrors: { [field]: [FEATURED_IMAGE_MESSAGES.unknown] } });
  if (published && !row.visible) {
    throw new HttpError(400, { error: FEATURED_IMAGE_MESSAGES.unpublished, fieldErrors: { [field]: [FEATURED_IMAGE_MESSAGES.unpublished] } });
  }
}

/** The same check when a row of `table` is published by itself (the publish switch). */
export async function checkFeaturedImageOfRow(tx: Tx, table: 'blog_posts' | 'events' | 'services', id: string): Promise<void> {
  const [row] = await tx.unsafe<{ featured_image_id: string | null }[]>(
    `select featured_image_id from public.${table} where id = $1::uuid`, [id]);
  if (row) await checkFeaturedImage(tx, row.featured_image_id, true);
}
