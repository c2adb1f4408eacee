// The site's content through /api (issue 32): the public answers the pages read, and the admin
// routes every collection, page document and the settings share: validation with field
// messages, 409 on a stale version with nothing overwritten, history and restore, reorder.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { anon, signedIn, type Session } from './cms-session.ts'

let sql: Sql
let admin: Session
let user: Session
const suffix = () => randomUUID().slice(0, 8)
const CONFLICT = 'Someone else saved this; reload to see their changes'

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  user = await signedIn(sql)
})
afterAll(() => sql.end())

describe('public content', () => {
  it("GET /site: the settings and the locations, cacheable", async () => {
    const res = await anon()('GET', '/site')
    expect(res.status).toBe(200)
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, s-maxage=/)
    expect(res.headers.get('x-cache-tags')?.split(',')).toEqual(expect.arrayContaining(['locations', 'site_settings']))
    expect(res.body.settings).toMatchObject({ name: 'Bright Path Support Services', phones: { main: '(862) 930-6688 ext. 05' } })
    expect(res.body.settings.serviceCounties).toHaveLength(15)
    expect(res.body.locations.map((l: { name: string }) => l.name)).toEqual(['Main Office - Livingston', 'Bayonne Location'])
    expect(res.body.locations[0]).toMatchObject({ address: null, phone: null, hours: [{ days: 'Monday - Friday', opens: '08:00', closes: '17:00' }, expect.anything(), expect.anything()] })
  })

  it('GET /pages/{page}: the document and the published rows of the collections the page shows', async () => {
    const res = await anon()('GET', '/pages/resources')
    expect(res.status).toBe(200)
    expect(res.body.document.applicationSteps[0]).toEqual({ title: 'Initial Contact', description: expect.any(String) })
    expect(Object.keys(res.body.collections).sort()).toEqual(['emergency-contacts', 'faqs', 'resources'])
    expect(res.body.collections.faqs.length).toBeGreaterThanOrEqual(8)
    expect(res.body.collections.faqs[0]).toMatchObject({ question: 'What services do you offer?', published: true, version: expect.any(Number) })
    const home = await anon()('GET', '/pages/home')
    expect(home.body.document.hero.title).toBe('Empowering Independence, Celebrating Abilities')
    expect(home.body.collections['hero-slides']).toHaveLength(4)
    for (const path of ['/pages/nope', '/pages/constructor', '/pages/__proto__']) expect((await anon()('GET', path)).status).toBe(404)
  })
})

describe('admin content: access', () => {
  it('refuses visitors (401) and signed-in non-admins (403) on every kind of route', async () => {
    for (const [method, path] of [['GET', '/admin/content/faqs'], ['POST', '/admin/content/faqs'], ['GET', '/admin/content/settings'],
      ['PUT', '/admin/content/pages/home'], ['POST', '/admin/content/jobs/reorder']] as const) {
      expect((await anon()(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401)
      expect((await user.call(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(403)
    }
  })
})

describe('admin content: collections', () => {
  it('creates an FAQ, shows it on /resources only while published, edits it and refuses a stale save (409)', async () => {
    const s = suffix()
    const created = await admin.call('POST', '/admin/content/faqs', { question: `Do you offer ${s}?`, answer: 'Yes.', published: false })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ question: `Do you offer ${s}?`, published: false, version: 1 })
    const onPage = async () => (await anon()('GET', '/pages/resources')).body.collections.faqs.find((f: { id: string }) => f.id === created.body.id)
    expect(await onPage()).toBeUndefined()

    const first = await admin.call('PUT', `/admin/content/faqs/${created.body.id}`, { question: `Do you offer ${s}?`, answer: 'Yes, we do.', published: true, version: 1 })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ answer: 'Yes, we do.', version: 2 })
    expect(await onPage()).toMatchObject({ answer: 'Yes, we do.' })

    // a second tab still holding version 1
    const stale = await admin.call('PUT', `/admin/content/faqs/${created.body.id}`, { question: 'Overwritten?', answer: 'No.', version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(CONFLICT)
    expect(stale.body.current).toMatchObject({ id: created.body.id, answer: 'Yes, we do.', version: 2 })
    expect(await onPage()).toMatchObject({ question: `Do you offer ${s}?`, answer: 'Yes, we do.', version: 2 })

    const missing = await admin.call('PUT', `/admin/content/faqs/${randomUUID()}`, { question: 'Q?', answer: 'A.', version: 1 })
    expect(missing.status).toBe(404)
  })

  it('keeps every version, and restores an earlier one, also after a delete', async () => {
    const created = await admin.call('POST', '/admin/content/faqs', { question: 'Versioned?', answer: 'First answer.' })
    const id = created.body.id as string
    await admin.call('PUT', `/admin/content/faqs/${id}`, { question: 'Versioned?', answer: 'Second answer.', version: 1 })
    const history = await admin.call('GET', `/admin/content/faqs/${id}/revisions`)
    expect(history.status).toBe(200)
    expect(history.body.map((r: { action: string; data: { answer: string } }) => [r.action, r.data.answer]))
      .toEqual([['update', 'Second answer.'], ['insert', 'First answer.']])
    expect(history.body[0].changedBy).toBe(admin.email.split('@')[0])
    const firstRevision = history.body[1].id as number

    const stale = await admin.call('POST', `/admin/content/faqs/${id}/revisions/${firstRevision}/restore`, { version: 1 })
    expect(stale.status).toBe(409)
    const restored = await admin.call('POST', `/admin/content/faqs/${id}/revisions/${firstRevision}/restore`, { version: 2 })
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ answer: 'First answer.', version: 3 })

    expect((await admin.call('DELETE', `/admin/content/faqs/${id}`)).status).toBe(204)
    expect((await admin.call('DELETE', `/admin/content/faqs/${id}`)).status).toBe(404)
    const back = await admin.call('POST', `/admin/content/faqs/${id}/revisions/${firstRevision}/restore`, { version: 1 })
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({ id, answer: 'First answer.' })
    expect((await admin.call('GET', `/admin/content/faqs/${id}/revisions`)).body[0].action).toBe('insert')

    expect((await admin.call('POST', `/admin/content/faqs/${id}/revisions/99999999999/restore`, { version: 1 })).status).toBe(404)
    expect((await admin.call('POST', `/admin/content/faqs/${id}/revisions/abc/restore`, { version: 1 })).status).toBe(404)
  })

  it('reorders the jobs as given', async () => {
    const jobs = (await admin.call('GET', '/admin/content/jobs')).body as { id: string; title: string }[]
    const reversed = [...jobs].reverse().map((j) => j.id)
    const res = await admin.call('POST', '/admin/content/jobs/reorder', { ids: reversed })
    expect(res.status).toBe(200)
    expect(res.body.map((j: { id: string }) => j.id)).toEqual(reversed)
    const back = await admin.call('POST', '/admin/content/jobs/reorder', { ids: jobs.map((j) => j.id) })
    expect(back.body.map((j: { title: string }) => j.title)).toEqual(jobs.map((j) => j.title))
    expect((await admin.call('POST', '/admin/content/jobs/reorder', { ids: [jobs[0]!.id, jobs[0]!.id] })).status).toBe(400)
  })

  it('takes a job off the public page after its closing date', async () => {
    const job = { title: `Closed role ${suffix()}`, department: 'D', employmentType: 'Full-time', location: 'Newark, NJ', description: 'A job.' }
    const past = await admin.call('POST', '/admin/content/jobs', { ...job, closesOn: '2020-01-31' })
    expect(past.status).toBe(201)
    expect(past.body.closesOn).toBe('2020-01-31')
    const open = await admin.call('POST', '/admin/content/jobs', { ...job, title: `${job.title} open`, closesOn: '2999-12-31' })
    const titles = (await anon()('GET', '/pages/get-involved')).body.collections.jobs.map((j: { title: string }) => j.title)
    expect(titles).toContain(open.body.title)
    expect(titles).not.toContain(job.title)
    await admin.call('DELETE', `/admin/content/jobs/${past.body.id}`)
    await admin.call('DELETE', `/admin/content/jobs/${open.body.id}`)
  })

  it('answers bad input with 400 and a message on each field, saving nothing', async () => {
    const before = (await admin.call('GET', '/admin/content/resources')).body.length
    const cases: [string, unknown, string, RegExp][] = [
      ['faqs', { question: 'Q'.repeat(301), answer: 'A.' }, 'question', /at most 300 characters/],
      ['faqs', { question: '   ', answer: 'A.' }, 'question', /Question is required/],
      ['faqs', { answer: 'A.' }, 'question', /Question is required/],
      ['resources', { name: 'N', description: 'D', url: 'http://example.org/', category: 'Support' }, 'url', /https:\/\//],
      ['resources', { name: 'N', description: 'D', url: 'javascript:alert(1)', category: 'Support' }, 'url', /https:\/\//],
      ['resources', { name: 'N', description: 'D', url: 'https://example.org/', category: 'Other' }, 'category', /Government/],
      ['locations', { name: 'L', hours: [{ days: 'Mon', dayOfWeek: ['Monday'], opens: '17:00', closes: '09:00', note: '' }] }, 'hours.0.closes', /after opening/],
      ['partners', { name: 'P', logoSrc: 'javascript:x', logoWidth: 100 }, 'logoSrc', /site path/],
      ['jobs', { title: 'T', department: 'D', employmentType: 'F', location: 'L', description: 'D', closesOn: '31/01/2027' }, 'closesOn', /YYYY-MM-DD/],
    ]
    for (const [collection, body, field, message] of cases) {
      const res = await admin.call('POST', `/admin/content/${collection}`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.fieldErrors[field]?.[0], JSON.stringify(res.body)).toMatch(message)
    }
    expect((await admin.call('GET', '/admin/content/resources')).body.length).toBe(before)
  })

  it('never answers 500 to what a client can send', async () => {
    const id = randomUUID()
    const attempts: [string, string, unknown][] = [
      ['POST', '/admin/content/faqs', '{not json'],
      ['POST', '/admin/content/faqs', []],
      ['POST', '/admin/content/faqs', { question: { $gt: '' }, answer: 7 }],
      ['PUT', `/admin/content/faqs/${id}`, { question: 'Q?', answer: 'A.', version: 1e308 }],
      ['PUT', '/admin/content/faqs/not-a-uuid', { question: 'Q?', answer: 'A.', version: 1 }],
      ['POST', '/admin/content/jobs/reorder', { ids: ['x'] }],
      ['POST', '/admin/content/partners', { name: 'P', logoSrc: '/p.svg', logoWidth: 1e20 }],
      ['POST', '/admin/content/volunteer-roles', { title: 'T', timeCommitment: 'x', description: 'd', skills: ['a', 5] }],
      ['PUT', '/admin/content/pages/home', { body: null, version: 1 }],
      ['PUT', '/admin/content/settings', { body: { name: 'x' }, version: 'one' }],
      ['POST', `/admin/content/faqs/${id}/revisions/1/restore`, { version: -1 }],
      ['GET', '/admin/content/nope', undefined],
    ]
    for (const [method, path, body] of attempts) {
      const res = await admin.call(method, path, body)
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500)
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('admin content: documents and settings', () => {
  it('saves a page document with its version, refuses a stale one, and restores an earlier version', async () => {
    const current = await admin.call('GET', '/admin/content/pages/about')
    expect(current.status).toBe(200)
    const { body, version } = current.body as { body: { mission: string }; version: number }
    const saved = await admin.call('PUT', '/admin/content/pages/about', { body: { ...body, mission: 'A new mission.' }, version })
    expect(saved.status).toBe(200)
    expect(saved.body.version).toBe(version + 1)
    expect((await anon()('GET', '/pages/about')).body.document.mission).toBe('A new mission.')

    const stale = await admin.call('PUT', '/admin/content/pages/about', { body: { ...body, mission: 'Lost update.' }, version })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(CONFLICT)
    expect(stale.body.current).toMatchObject({ body: { mission: 'A new mission.' }, version: version + 1 })

    const empty = await admin.call('PUT', '/admin/content/pages/about', { body: { ...body, history: [] }, version: version + 1 })
    expect(empty.status).toBe(400)
    expect(empty.body.fieldErrors['body.history'][0]).toMatch(/at least one paragraph/)

    const history = (await admin.call('GET', '/admin/content/pages/about/revisions')).body as { id: number; data: { body: { mission: string } } }[]
    const original = history.find((r) => r.data.body.mission === body.mission)!
    const restored = await admin.call('POST', `/admin/content/pages/about/revisions/${original.id}/restore`, { version: version + 1 })
    expect(restored.status).toBe(200)
    expect((await anon()('GET', '/pages/about')).body.document.mission).toBe(body.mission)
  })

  it('changes the main phone once for the whole site, refuses an unknown county, and restores', async () => {
    const current = (await admin.call('GET', '/admin/content/settings')).body as { body: Record<string, unknown> & { phones: Record<string, string> }; version: number }
    const badCounty = await admin.call('PUT', '/admin/content/settings', { body: { ...current.body, serviceCounties: ['Essex', 'Gotham'] }, version: current.version })
    expect(badCounty.status).toBe(400)
    expect(badCounty.body.fieldErrors['body.serviceCounties.1'][0]).toBe('Please choose a New Jersey county')
    const badLink = await admin.call('PUT', '/admin/content/settings', { body: { ...current.body, socialLinks: [{ name: 'Facebook', href: 'http://facebook.com' }] }, version: current.version })
    expect(badLink.body.fieldErrors['body.socialLinks.0.href'][0]).toMatch(/https:\/\//)

    const saved = await admin.call('PUT', '/admin/content/settings', { body: { ...current.body, phones: { ...current.body.phones, main: '(973) 555-0100' } }, version: current.version })
    expect(saved.status).toBe(200)
    expect((await anon()('GET', '/site')).body.settings.phones.main).toBe('(973) 555-0100')

    const [previous] = (await admin.call('GET', '/admin/content/settings/revisions')).body.slice(1) as { id: number }[]
    const restored = await admin.call('POST', `/admin/content/settings/revisions/${previous!.id}/restore`, { version: saved.body.version })
    expect(restored.status).toBe(200)
    expect((await anon()('GET', '/site')).body.settings.phones.main).toBe(current.body.phones.main)
  })
})
