// Library images on the site's own content (issue 33 item 5), in the database: the hero slides',
// partners', accreditations' and board members' image columns are where-used places of the media
// library (the list /api reads), keep an image in use from being deleted (on delete restrict),
// and the rows' public answer (the query /api/pages/* runs as the visitor) carries an image only
// while visitors may see it: a withdrawn or expired release takes it off at once.
import { afterAll, describe, expect, it } from 'vitest'
import { usageOf } from '../../functions/_shared/media/media-rows.ts'
import { COLLECTIONS, listRows } from '../../functions/_shared/content/site-content-tables.ts'
import { actAs, actAsSuperuser, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'
import { mediaFile, mediaRow } from './rls-media-tables.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const collection = (name: string) => COLLECTIONS.find((c) => c.name === name)!

/** One row of each of the four tables showing image `id`; returns their ids by kind. */
async function useEverywhere(tx: Tx, id: string) {
  const one = async (query: Promise<{ id: string }[]>) => (await query)[0]!.id
  return {
    'hero-slide': await one(tx`insert into public.hero_slides (image_src, alt, image_id, position) values ('/images/hero-work.svg', 'Slide Z', ${id}, 99) returning id`),
    partner: await one(tx`insert into public.partners (name, logo_src, logo_width, logo_id, position) values ('Partner Z', '/images/partner-nj-ddd.svg', 100, ${id}, 99) returning id`),
    accreditation: await one(tx`insert into public.accreditations (label, detail, badge_src, badge_id, position) values ('Badge Z', 'Detail', '/images/badge-carf.svg', ${id}, 99) returning id`),
    'board-member': await one(tx`insert into public.board_members (name, role, photo_id, position) values ('Member Z', 'Trustee', ${id}, 99) returning id`),
  }
}

describe('library images on hero slides, partners, accreditations and board members', () => {
  it('lists every place that shows an image, for the media library’s where-used', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const image = await mediaRow(tx, 'published')
      const ids = await useEverywhere(tx, image)
      await actAs(tx, 'admin', await createPeople(tx))
      return { ids, usage: await usageOf(tx, image) }
    })
    expect(value!.usage).toEqual([
      { kind: 'accreditation', id: value!.ids.accreditation, title: 'Badge Z' },
      { kind: 'board-member', id: value!.ids['board-member'], title: 'Member Z' },
      { kind: 'hero-slide', id: value!.ids['hero-slide'], title: 'Slide Z' },
      { kind: 'partner', id: value!.ids.partner, title: 'Partner Z' },
    ])
  })

  it.each(['hero_slides', 'partners', 'accreditations', 'board_members'])('refuses deleting an image %s still show', async (table) => {
    const { error } = await rolledBack(sql, async (tx) => {
      const image = await mediaRow(tx, 'published')
      const ids = await useEverywhere(tx, image)
      // every other table lets the image go, so only `table` holds it
      for (const [other, column] of [['hero_slides', 'image_id'], ['partners', 'logo_id'], ['accreditations', 'badge_id'], ['board_members', 'photo_id']]) {
        if (other !== table) await tx.unsafe(`update public.${other} set ${column} = null where id = any($1::uuid[])`, [Object.values(ids)])
      }
      await tx`delete from public.media_assets where id = ${image}`
    })
    expect(error?.code).toBe('23503')
  })

  it('answers a row’s image to visitors only while they may see it', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const photo = await mediaRow(tx, 'released')
      await mediaFile(tx, photo, 'w960')
      const draft = await mediaRow(tx, 'draft')
      await mediaFile(tx, draft, 'w960')
      const ids = await useEverywhere(tx, photo)
      const [unpublished] = await tx<{ id: string }[]>`insert into public.board_members (name, role, photo_id, position)
        values ('Member Y', 'Trustee', ${draft}, 98) returning id`
      const seen = async () => {
        await actAs(tx, 'anon', people)
        const rows = {
          'hero-slide': (await listRows(tx, collection('hero-slides'))).find((r) => r.id === ids['hero-slide'])?.image,
          partner: (await listRows(tx, collection('partners'))).find((r) => r.id === ids.partner)?.logo,
          accreditation: (await listRows(tx, collection('accreditations'))).find((r) => r.id === ids.accreditation)?.badge,
          'board-member': (await listRows(tx, collection('board-members'))).find((r) => r.id === ids['board-member'])?.photo,
          draft: (await listRows(tx, collection('board-members'))).find((r) => r.id === unpublished!.id)?.photo,
        }
        await actAsSuperuser(tx)
        return rows
      }
      const before = await seen()
      await tx`update public.media_assets set release_withdrawn_at = now() where id = ${photo}`
      const withdrawn = await seen()
      await tx`update public.media_assets set release_withdrawn_at = null, release_expires_on = current_date - 2 where id = ${photo}`
      const expired = await seen()
      return { before, withdrawn, expired }
    })
    const shown = { alt: 'A garden path in spring', width: 1600, height: 900, files: [{ url: expect.stringMatching(/^\/media\/.+\.webp$/), width: 960, height: 540 }], social: null }
    expect(value!.before).toEqual({ 'hero-slide': shown, partner: shown, accreditation: shown, 'board-member': shown, draft: null })
    const gone = { 'hero-slide': null, partner: null, accreditation: null, 'board-member': null, draft: null }
    expect(value!.withdrawn).toEqual(gone)
    expect(value!.expired).toEqual(gone)
  })
})
