// The media library's rules in the database (issue 33): the consent rule on publishing a photo
// of people, its withdrawal and expiry taking the image off the public side, and the
// media bucket's objects (which tokens read and write them directly: storage-side-doors.test.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'
import { mediaFile, mediaRow } from './rls-media-tables.ts'

const sql = superuser(2)
afterAll(() => sql.end())

const RELEASE_REFUSED = 'A photo that shows people cannot be published until a release is recorded'

async function peoplePhoto(tx: Tx): Promise<string> {
  const [row] = await tx<{ id: string }[]>`insert into public.media_assets (alt, width, height, shows_people)
    values ('Two friends painting at a table', 1600, 1067, true) returning id`
  return row!.id
}

describe('consent: a photo of people is published only with a release in force', () => {
  it('refuses publishing without a release, for an admin as for the superuser', async () => {
    const asAdmin = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const id = await peoplePhoto(tx)
      await actAs(tx, 'admin', people)
      await tx`update public.media_assets set published = true where id = ${id}`
    })
    expect(asAdmin.error?.code).toBe('23514')
    expect(asAdmin.error?.message).toBe(RELEASE_REFUSED)
    const direct = await rolledBack(sql, (tx) => tx`insert into public.media_assets (alt, width, height, shows_people, published)
      values ('A group at the picnic', 800, 600, true, true)`)
    expect(direct.error?.message).toBe(RELEASE_REFUSED)
  })

  it('refuses an expired or withdrawn release, accepts one in force', async () => {
    for (const [release, refused] of [
      [`release_expires_on = current_date - 2`, true],
      [`release_withdrawn_at = now()`, true],
      [`release_expires_on = current_date + 30`, false],
    ] as const) {
      const { error } = await rolledBack(sql, async (tx) => {
        const id = await peoplePhoto(tx)
        await tx.unsafe(`update public.media_assets set release_basis = 'guardian-release', release_kept_at = 'Office binder 2',
          release_scope = 'Website', ${release} where id = '${id}'`)
        await tx`update public.media_assets set published = true where id = ${id}`
      })
      expect(error?.message, release).toBe(refused ? RELEASE_REFUSED : undefined)
    }
  })

  it('requires every part of a release together, and alt text unless decorative', async () => {
    const partial = await rolledBack(sql, (tx) => tx`insert into public.media_assets (alt, width, height, release_basis)
      values ('A door', 10, 10, 'signed-release')`)
    expect(partial.error?.message).toMatch(/media_assets_release_complete/)
    const noAlt = await rolledBack(sql, (tx) => tx`insert into public.media_assets (alt, width, height) values ('  ', 10, 10)`)
    expect(noAlt.error?.message).toMatch(/media_assets_alt_unless_decorative/)
    const decorative = await rolledBack(sql, (tx) => tx`insert into public.media_assets (alt, decorative, width, height)
      values ('', true, 10, 10)`)
    expect(decorative.error).toBeUndefined()
  })

  it('takes a published photo off the public side when its release expires', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const id = await mediaRow(tx, 'released')
      await actAs(tx, 'anon', await createPeople(tx))
      const before = (await tx`select id from public.media_assets where id = ${id}`).length
      await tx`select set_config('role', 'postgres', true)`
      await tx`update public.media_assets set release_expires_on = current_date - 2 where id = ${id}`
      await tx`select set_config('role', 'anon', true)`
      const after = (await tx`select id from public.media_assets where id = ${id}`).length
      return { before, after }
    })
    expect(value).toEqual({ before: 1, after: 0 })
  })
})

/** Stores an object row as the Storage API does (the caller's role decides through the policies). */
const putObject = (tx: Tx, name: string) =>
  tx`insert into storage.objects (bucket_id, name, metadata) values ('media', ${name}, '{"size": 10}')`

describe('storage.objects in the media bucket', () => {
  it('refuses a non-admin changing or removing an object (0 rows), and any direct delete', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const name = await mediaFile(tx, await mediaRow(tx, 'published'))
      await putObject(tx, name)
      await actAs(tx, 'user', people)
      const updated = await tx`update storage.objects set metadata = '{}' where name = ${name} returning id`
      return updated.length
    })
    expect(value).toBe(0)
    const { error } = await rolledBack(sql, (tx) => tx`delete from storage.objects where bucket_id = 'media'`)
    expect(error?.code).toBe('42501')
  })

  it('lists an upload no image holds as an orphan a day after it was stored', async () => {
    const { value } = await rolledBack(sql, async (tx) => {
      const held = await mediaFile(tx, await mediaRow(tx, 'draft'))
      const orphan = `${crypto.randomUUID()}.webp`
      const fresh = `${crypto.randomUUID()}.webp`
      await tx`insert into storage.objects (bucket_id, name, created_at) values
        ('media', ${held}, now() - interval '2 days'), ('media', ${orphan}, now() - interval '2 days'), ('media', ${fresh}, now())`
      const rows = await tx<{ name: string }[]>`select name from private.orphan_media_objects(1000) as name`
      return { orphan: rows.some((r) => r.name === orphan), held: rows.some((r) => r.name === held), fresh: rows.some((r) => r.name === fresh) }
    })
    expect(value).toEqual({ orphan: true, held: false, fresh: false })
  })
})
