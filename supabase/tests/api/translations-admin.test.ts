// /api/admin/translations (issue 36, item 4): one translation read, saved with the version it was
// edited from, deleted; the path and limit checks; the states of every row; and a row's
// translations going with it when it is deleted.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { anon, signedIn, type Session } from './cms-session.ts'

const CONFLICT = 'Someone else saved this; reload to see their changes'
let sql: Sql
let admin: Session
let user: Session
const suffix = () => randomUUID().slice(0, 8)

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  user = await signedIn(sql)
})
afterAll(() => sql.end())

const serviceInput = (title: string) => ({
  title, description: 'What it is.', overview: 'Overview.', approach: 'Approach.',
  keyComponents: [{ name: 'Planning', description: 'A plan.' }, { name: 'Support', description: 'Help each day.' }],
  staffTraining: 'Training.', goals: 'Goals.', commitment: 'Commitment.', published: true,
})

async function newService() {
  const res = await admin.call('POST', '/admin/services', serviceInput(`Translated ${suffix()}`))
  expect(res.status).toBe(201)
  return res.body as { id: string; slug: string; title: string; version: number }
}

const path = (id: string) => `/admin/translations/services/${id}/es`

describe('admin translations', () => {
  it('refuses visitors (401) and signed-in non-admins (403)', async () => {
    const { id } = await newService()
    for (const [method, url] of [['GET', path(id)], ['PUT', path(id)], ['DELETE', path(id)], ['GET', '/admin/translations?locale=es']] as const) {
      expect((await anon()(method, url, method === 'PUT' ? { fields: {}, status: 'draft' } : undefined)).status, url).toBe(401)
      expect((await user.call(method, url, method === 'PUT' ? { fields: {}, status: 'draft' } : undefined)).status, url).toBe(403)
    }
  })

  it('answers 404 for a subject, row, page or language that does not exist', async () => {
    for (const url of [
      `/admin/translations/services/${randomUUID()}/es`, '/admin/translations/services/not-a-uuid/es',
      `/admin/translations/nothing/${randomUUID()}/es`, '/admin/translations/pages/nope/es', '/admin/translations/settings/other/es',
      `/admin/translations/services/${(await newService()).id}/fr`,
    ]) {
      expect((await admin.call('GET', url)).status, url).toBe(404)
      expect((await admin.call('PUT', url, { fields: {}, status: 'draft' })).status, url).toBe(404)
    }
  })

  it('reads a missing translation with the English texts only', async () => {
    const service = await newService()
    const res = await admin.call('GET', path(service.id))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ subject: 'services', key: service.id, locale: 'es', state: 'missing', translation: null })
    expect(res.body.english).toMatchObject({ title: service.title, description: 'What it is.', keyComponents: [{ description: 'A plan.' }, { description: 'Help each day.' }] })
    expect(res.body.english.slug).toBeUndefined()
    expect(res.body.english.published).toBeUndefined()
  })

  it('saves a draft (unseen by visitors), publishes it with its version, refuses stale versions', async () => {
    const service = await newService()
    const draft = await admin.call('PUT', path(service.id), { fields: { title: '  Servicio de prueba  ' }, status: 'draft', needsReview: true })
    expect(draft.status).toBe(200)
    expect(draft.body).toMatchObject({ state: 'draft', translation: { fields: { title: 'Servicio de prueba' }, status: 'draft', needsReview: true, version: 1 } })
    expect(draft.body.translation.source).toMatchObject({ title: service.title })
    expect((await anon()('GET', `/services/${service.slug}?lang=es`)).body).toMatchObject({ title: service.title, lang: 'en' })

    // a second first save (no version) and a stale version change nothing
    expect((await admin.call('PUT', path(service.id), { fields: { title: 'Otro' }, status: 'published' }))).toMatchObject({ status: 409, body: { error: CONFLICT } })
    const published = await admin.call('PUT', path(service.id), { fields: { title: 'Servicio publicado', keyComponents: [{ description: 'Un plan.' }] }, status: 'published', version: 1 })
    expect(published.body).toMatchObject({ state: 'published', translation: { status: 'published', needsReview: false, version: 2 } })
    expect((await admin.call('PUT', path(service.id), { fields: { title: 'Tarde' }, status: 'published', version: 1 }))).toMatchObject({ status: 409, body: { error: CONFLICT } })

    const seen = await anon()('GET', `/services/${service.slug}?lang=es`)
    expect(seen.body).toMatchObject({ title: 'Servicio publicado', lang: 'es', keyComponents: [{ name: 'Planning', description: 'Un plan.' }, { description: 'Help each day.' }] })
    expect((await admin.call('GET', path(service.id))).body.translation.fields.title).toBe('Servicio publicado')

    const [audit] = await sql`select action from public.audit_log where record_type = 'content_translations'
      and record_id = ${`services:${service.id}:es`} order by id desc limit 1`
    expect(audit?.action).toBe('content.published')
  })

  it('answers 400 by path for a text that cannot be translated, is not text, or breaks the English limits', async () => {
    const service = await newService()
    const bad = await admin.call('PUT', path(service.id), { fields: { slug: 'otro', title: 'Bien', keyComponents: [{ icon: 'x' }] }, status: 'draft' })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toEqual({ slug: ['This text cannot be translated'], 'keyComponents.0.icon': ['This text cannot be translated'] })
    const notText = await admin.call('PUT', path(service.id), { fields: { title: 5 }, status: 'draft' })
    expect(notText.body.fieldErrors).toEqual({ title: ['This must be text'] })
    const long = await admin.call('PUT', path(service.id), { fields: { title: 'x'.repeat(201), description: 'y'.repeat(1001) }, status: 'draft' })
    expect(long.status).toBe(400)
    expect(long.body.fieldErrors).toEqual({ title: ['Title must be at most 200 characters'], description: ['Description must be at most 1000 characters'] })
    const nested = await admin.call('PUT', '/admin/translations/pages/about/es', { fields: { coreValues: [{ title: 'x'.repeat(101) }] }, status: 'draft' })
    expect(nested.status).toBe(400)
    expect(nested.body.fieldErrors).toEqual({ 'coreValues.0.title': ['Title must be at most 100 characters'] })
    expect((await admin.call('PUT', path(service.id), { fields: {}, status: 'maybe' })).body.fieldErrors.status).toBeDefined()
    expect((await admin.call('GET', path(service.id))).body.translation).toBeNull()
  })

  it('shows out-of-date once the English changes, in the editor and the states list', async () => {
    const service = await newService()
    await admin.call('PUT', path(service.id), { fields: { title: 'Título' }, status: 'published' })
    const other = await newService()
    let states = await admin.call('GET', '/admin/translations?locale=es')
    expect(states.status).toBe(200)
    expect(states.body.states.services[service.id]).toBe('published')
    expect(states.body.states.services[other.id]).toBe('missing')
    expect(states.body.states.settings.site).toBeDefined()
    expect(Object.keys(states.body.states.pages).sort()).toEqual(['about', 'accessibility', 'donate', 'get-involved', 'home', 'privacy', 'resources', 'terms'])
    expect(states.body.states.faqs).toBeDefined()

    // a change of what is not translated (the slug) leaves it up to date; a text change does not
    const moved = await admin.call('PUT', `/admin/services/${service.id}`, { ...serviceInput(service.title), slug: `moved-${suffix()}`, version: service.version })
    expect((await admin.call('GET', path(service.id))).body.state).toBe('published')
    await admin.call('PUT', `/admin/services/${service.id}`, { ...serviceInput(`${service.title} changed`), version: moved.body.version })
    const stale = await admin.call('GET', path(service.id))
    expect(stale.body.state).toBe('out-of-date')
    expect(stale.body.english.title).toBe(`${service.title} changed`)
    expect(stale.body.translation.source.title).toBe(service.title)
    states = await admin.call('GET', '/admin/translations?locale=es')
    expect(states.body.states.services[service.id]).toBe('out-of-date')
    expect((await admin.call('GET', '/admin/translations?locale=fr')).status).toBe(400)
  })

  it('deletes a translation (204): visitors see the English again', async () => {
    const service = await newService()
    await admin.call('PUT', path(service.id), { fields: { title: 'Para borrar' }, status: 'published' })
    expect((await admin.call('DELETE', path(service.id))).status).toBe(204)
    expect((await admin.call('GET', path(service.id))).body).toMatchObject({ state: 'missing', translation: null })
    expect((await anon()('GET', `/services/${service.slug}?lang=es`)).body).toMatchObject({ title: service.title, lang: 'en' })
    expect((await admin.call('DELETE', path(service.id))).status).toBe(204)
  })

  it("deletes a service's, post's, event's and collection row's translations with the row", async () => {
    const s = suffix()
    const [post] = await sql`insert into public.blog_posts (slug, title, content) values (${`tr-post-${s}`}, 'Post', 'Body.') returning id::text`
    const [event] = await sql`insert into public.events (slug, title, description, location, event_date)
      values (${`tr-event-${s}`}, 'Event', 'D', 'Livingston, NJ', now() + interval '5 days') returning id::text`
    const [faq] = await sql`insert into public.faqs (question, answer) values ('Q?', 'A.') returning id::text`
    const rows = [
      { subject: 'services', id: (await newService()).id, url: '/admin/services' },
      { subject: 'posts', id: post!.id as string, url: '/admin/blog' },
      { subject: 'events', id: event!.id as string, url: '/admin/events' },
      { subject: 'faqs', id: faq!.id as string, url: '/admin/content/faqs' },
    ]
    for (const row of rows) {
      const saved = await admin.call('PUT', `/admin/translations/${row.subject}/${row.id}/es`, { fields: {}, status: 'draft' })
      expect(saved.status, row.subject).toBe(200)
      expect((await admin.call('DELETE', `${row.url}/${row.id}`)).status, row.subject).toBeLessThan(300)
      const left = await sql`select 1 from public.content_translations where subject = ${row.subject} and subject_key = ${row.id}`
      expect(left, row.subject).toHaveLength(0)
    }
  })
})
