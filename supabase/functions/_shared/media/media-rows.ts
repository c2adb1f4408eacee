// Reading media library rows as the API answers them (contract/admin-media.ts MediaItem): the
// image, its files with their same-origin URLs (/media/<path>), where it is used, and whether
// visitors see it now. Runs inside the caller's transaction, so row-level security decides.
import type { MediaItem, MediaUsage } from '../contract/admin-media.ts';
import { collectionImage, COLLECTIONS_WITH_IMAGES, SITE_COLLECTIONS } from '../contract/collections.ts';
import { snake } from '../content/site-content-tables.ts';
import type { Tx } from '../db/pool.ts';

/** Each collection's picture (its declaration's image, contract/collections.ts), named by its row's title. */
const COLLECTION_USAGE = COLLECTIONS_WITH_IMAGES.map((name) => {
  const { table, titleKey } = SITE_COLLECTIONS[name];
  const { idKey, usageKind } = collectionImage(name)!;
  const column = snake(idKey);
  return `  union all select '${usageKind}', id::text, ${snake(titleKey)}, ${column} from public.${table} where ${column} is not null`;
}).join('\n');

/** Every place an image can be used; the delete check and the list both read it. */
const USAGE = `
  select 'post' as kind, id::text as id, title, featured_image_id as media_id from public.blog_posts where featured_image_id is not null
  union all select 'event', id::text, title, featured_image_id from public.events where featured_image_id is not null
  union all select 'service', id::text, title, featured_image_id from public.services where featured_image_id is not null
${COLLECTION_USAGE}
  union all select 'event', e.id::text, e.title, (s.step ->> 'imageId')::uuid from public.events e,
    jsonb_array_elements(coalesce(e.sensory_profile -> 'steps', '[]')) s(step) where s.step ->> 'imageId' is not null
  union all select 'location', l.id::text, l.name, (s.step ->> 'imageId')::uuid from public.locations l,
    jsonb_array_elements(coalesce(l.sensory_profile -> 'steps', '[]')) s(step) where s.step ->> 'imageId' is not null`;

const SELECT = `
  select m.id, m.original_name as "originalName", m.alt, m.decorative, m.caption, m.credit,
    m.focal_x as "focalX", m.focal_y as "focalY", m.width, m.height, m.shows_people as "showsPeople",
    case when m.release_basis is null then null else json_build_object('basis', m.release_basis, 'keptAt', m.release_kept_at,
      'scope', m.release_scope, 'expiresOn', m.release_expires_on, 'withdrawnAt', m.release_withdrawn_at) end as release,
    m.published, m.published and (not m.shows_people or private.media_release_in_force(m)) as public,
    coalesce((select json_agg(json_build_object('path', f.path, 'url', '/api/admin/media/files/' || f.path, 'variant', f.variant, 'width', f.width,
      'height', f.height, 'contentType', f.content_type, 'bytes', f.bytes) order by f.width, f.variant)
      from public.media_files f where f.media_id = m.id), '[]') as files,
    coalesce((select json_agg(json_build_object('kind', u.kind, 'id', u.id, 'title', u.title) order by u.kind, u.title)
      from usage u where u.media_id = m.id), '[]') as "usedIn",
    m.created_at as "createdAt"
  from public.media_assets m`;

export type MediaFilter = { id?: string; q?: string; filter?: 'all' | 'unused' | 'people' };

export async function readMedia(tx: Tx, { id, q, filter = 'all' }: MediaFilter): Promise<MediaItem[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return tx.unsafe<MediaItem[]>(`with usage as (${USAGE}) ${SELECT}
    where ($1::uuid is null or m.id = $1::uuid)
      and ($2::text is null or m.original_name ilike $2 or m.alt ilike $2 or m.caption ilike $2 or m.credit ilike $2)
      and ($3 <> 'unused' or not exists (select 1 from usage u where u.media_id = m.id))
      and ($3 <> 'people' or m.shows_people)
    order by m.created_at desc, m.id limit 500`, [id ?? null, pattern, filter]);
}

export async function usageOf(tx: Tx, id: string): Promise<MediaUsage[]> {
  return tx.unsafe<MediaUsage[]>(`select kind, id, title from (${USAGE}) u where media_id = $1 order by kind, title`, [id]);
}
