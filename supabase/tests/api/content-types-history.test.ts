// Posts, services and events on the content engine (issue 59), one test over the three
// declarations (contract/content-types.ts): a save names the version it was edited from and
// raises it; a stale save answers 409 with the other editor's row and changes nothing; History
// lists every version, and restoring an earlier one puts it back (on the public page too), also
// after a delete; a restore from a stale version is refused the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { CONTENT_TYPES, type ContentTypeName } from '../../functions/_shared/contract/content-types.ts'
import { CONFLICT_MESSAGE } from '../../functions/_shared/contract/site-content.ts'
import { anon, signedIn, type Session } from './cms-session.ts'

let sql: Sql
let admin: Session
beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
})
afterAll(() => sql.end())

const suffix = () => Math.random().toString(36).slice(2, 8)
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

/** A valid new item of each type (published, so its public page shows it), and where visitors read it. */
const SAMPLES: Record<ContentTypeName, { public: string; body: (title: string) => Record<string, unknown> }> = {
  posts: {
    public: '/blog',
    body: (title) => ({ title, content: 'First paragraph.', excerpt: 'Short', category: 'success-stories', published: true }),
  },
  services: {
    public: '/services',
    body: (title) => ({
      title, description: 'Gardening with friends.', overview: 'We garden.', approach: 'Hands on.',
      keyComponents: [{ name: 'Planting', description: 'Bulbs in autumn' }], staffTraining: 'Trained staff.',
      goals: 'Green thumbs.', commitment: 'Every week.', published: true,
    }),
  },
  events: {
    public: '/events',
    body: (title) => ({ title, description: 'Planting tulips together.', location: 'Livingston, NJ', eventDate: inAMonth(), published: true }),
  },
}

const types = (Object.keys(CONTENT_TYPES) as ContentTypeName[]).map((name) => ({ name, ...CONTENT_TYPES[name], ...SAMPLES[name] }))

describe.each(types)('$name: versions, conflicts and history', (t) => {
  const base = `/admin/${t.area}`

  it('raises the version on a save and refuses a stale one (409) with the other editor\'s row, changing nothing', async () => {
    const s = suffix()
    const created = await admin.call('POST', base, t.body(`First ${s}`))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.version).toBe(1)
    const { id, slug } = created.body as { id: string; slug: string }

    const theirs = await admin.call('PUT', `${base}/${id}`, { ...t.body(`Theirs ${s}`), slug, version: 1 })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)
    expect(theirs.body).toMatchObject({ title: `Theirs ${s}`, version: 2 })

    const mine = await admin.call('PUT', `${base}/${id}`, { ...t.body(`Mine ${s}`), slug, version: 1 })
    expect(mine.status).toBe(409)
    expect(mine.body.error).toBe(CONFLICT_MESSAGE)
    expect(mine.body.current).toMatchObject({ id, title: `Theirs ${s}`, version: 2 })
    const [stored] = await sql.unsafe(`select title, version from public.${t.table} where id = $1`, [id])
    expect(stored).toEqual({ title: `Theirs ${s}`, version: 2 })

    const missing = await admin.call('PUT', `${base}/${id}`, { ...t.body(`No version ${s}`), slug })
    expect(missing.status).toBe(400)
    expect(missing.body.fieldErrors.version).toEqual(['version is required'])
  })

  it('lists every version and restores an earlier one, on the public page too, also after a delete', async () => {
    const s = suffix()
    const created = await admin.call('POST', base, t.body(`Original ${s}`))
    const { id, slug } = created.body as { id: string; slug: string }
    await admin.call('PUT', `${base}/${id}`, { ...t.body(`Changed ${s}`), slug, version: 1 })

    const history = await admin.call('GET', `${base}/${id}/revisions`)
    expect(history.status).toBe(200)
    expect(history.body.map((r: { action: string; version: number; data: { title: string } }) => [r.action, r.version, r.data.title]))
      .toEqual([['update', 2, `Changed ${s}`], ['insert', 1, `Original ${s}`]])
    expect(history.body[0].changedBy).toEqual(expect.any(String))
    const first = history.body[1].id as number

    const stale = await admin.call('POST', `${base}/${id}/revisions/${first}/restore`, { version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({ title: `Changed ${s}`, version: 2 })
    const restored = await admin.call('POST', `${base}/${id}/revisions/${first}/restore`, { version: 2 })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body).toMatchObject({ title: `Original ${s}`, version: 3 })
    expect((await anon()('GET', `${t.public}/${slug}`)).body.title).toBe(`Original ${s}`)

    expect((await admin.call('DELETE', `${base}/${id}`)).status).toBe(200)
    expect((await anon()('GET', `${t.public}/${slug}`)).status).toBe(404)
    const again = await admin.call('POST', `${base}/${id}/revisions/${first}/restore`, { version: 3 })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body).toMatchObject({ id, title: `Original ${s}`, version: 1 })
    expect((await anon()('GET', `${t.public}/${slug}`)).body.title).toBe(`Original ${s}`)

    expect((await admin.call('POST', `${base}/${id}/revisions/99999999999/restore`, { version: 1 })).status).toBe(404)
    expect((await admin.call('POST', `${base}/${id}/revisions/abc/restore`, { version: 1 })).status).toBe(404)
  })
})
