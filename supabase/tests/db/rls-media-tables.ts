// The RLS matrix's cases for the media library (issue 33): images and their files. A published
// image without people, and one with a release in force, are public; a draft and a published
// photo of people whose release was withdrawn are not.
import type { Role } from './helpers.ts'
import type { Expectation, TableCase } from './rls-types.ts'
import type { Tx } from './helpers.ts'

const RELEASE = `'signed-release', 'Office binder 3', 'Website and newsletter'`

/** A media row as the superuser makes it; `withdrawn` records the release's withdrawal after publishing. */
export async function mediaRow(tx: Tx, kind: 'published' | 'draft' | 'released' | 'withdrawn'): Promise<string> {
  const people = kind === 'released' || kind === 'withdrawn'
  const [row] = await tx.unsafe<{ id: string }[]>(`insert into public.media_assets
      (alt, width, height, published, shows_people, release_basis, release_kept_at, release_scope)
    values ('A garden path in spring', 1600, 900, ${kind !== 'draft'}, ${people},
      ${people ? RELEASE : 'null, null, null'}) returning id`)
  if (kind === 'withdrawn') await tx`update public.media_assets set release_withdrawn_at = now() where id = ${row!.id}`
  return row!.id
}

export async function mediaFile(tx: Tx, mediaId: string, variant = 'w960'): Promise<string> {
  const path = `${crypto.randomUUID()}.webp`
  await tx`insert into public.media_files (path, media_id, variant, width, height, content_type, bytes)
    values (${path}, ${mediaId}, ${variant}, 960, 540, 'image/webp', 1234)`
  return path
}

const fourKinds = async (tx: Tx) => ({
  published: await mediaRow(tx, 'published'),
  draft: await mediaRow(tx, 'draft'),
  released: await mediaRow(tx, 'released'),
  withdrawn: await mediaRow(tx, 'withdrawn'),
})

export const MEDIA_TABLES: Record<string, TableCase> = {
  media_assets: {
    idColumn: 'id',
    fixture: async (tx) => ({ rows: await fourKinds(tx) }),
    insert: (tx) => tx`insert into public.media_assets (alt, width, height) values ('A red door', 800, 600)`,
    update: { set: `caption = 'Updated caption'`, changed: `caption = 'Updated caption'` },
  },
  media_files: {
    idColumn: 'path',
    fixture: async (tx) => {
      const images = await fourKinds(tx)
      const rows: Record<string, string> = {}
      for (const [kind, id] of Object.entries(images)) rows[kind] = await mediaFile(tx, id)
      return { rows, extra: { image: images.draft } }
    },
    insert: (tx, f) => tx`insert into public.media_files (path, media_id, variant, width, height, content_type, bytes)
      values (${`${crypto.randomUUID()}.webp`}, ${f.extra!.image!}, 'social', 1200, 630, 'image/webp', 99)`,
    update: { set: `bytes = 4321`, changed: `bytes = 4321` },
  },
}

const D = 'denied' as const
const NONE: string[] = []
const visible = ['published', 'released']
const mediaExpectation: Record<Role, Expectation> = {
  anon: { select: visible, insert: D, update: D, delete: D },
  user: { select: visible, insert: D, update: NONE, delete: NONE },
  admin: { select: '*', insert: 'ok', update: '*', delete: '*' },
  super_admin: { select: '*', insert: 'ok', update: '*', delete: '*' },
}

export const MEDIA_EXPECTATIONS: Record<string, Record<Role, Expectation>> = {
  media_assets: mediaExpectation,
  media_files: mediaExpectation,
}
