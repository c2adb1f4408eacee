// Public reads in Spanish (issue 36, item 4): ?lang=es lays published translations over the
// English and marks each thing with its language; drafts stay unseen; without lang (or with a
// language there is no translation into) the answers are as before, unmarked.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser } from '../../../scripts/testing/db.ts'
import { Client } from './http.ts'

const sql = superuser()
const visitor = new Client()
const s = randomUUID().slice(0, 8)
let translated: { id: string; slug: string }
let drafted: { id: string; slug: string }
let postSlug: string
let eventSlug: string
let faqId: string
let savedSettings: { fields: object; source: object; status: string; needsReview: boolean } | undefined

async function service(slug: string, title: string) {
  const [row] = await sql<{ id: string; slug: string }[]>`insert into public.services (slug, title, description, overview, approach,
    key_components, staff_training, goals, commitment, published, sort_order)
    values (${slug}, ${title}, 'English description', 'English overview', 'English approach',
      ${sql.json([{ name: 'Planning', description: 'English component' }])}, 'English training', 'English goals', 'English commitment', true, 0)
    returning id::text, slug`
  return row!
}

async function translation(subject: string, key: string, fields: Record<string, unknown>, status = 'published') {
  await sql`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
    values (${subject}, ${key}, 'es', ${sql.json(fields as never)}, '{}', ${status})
    on conflict (subject, subject_key, locale) do update set fields = excluded.fields, status = excluded.status`
}

beforeAll(async () => {
  translated = await service(`public-es-${s}`, `Translated service ${s}`)
  drafted = await service(`public-draft-${s}`, `Drafted service ${s}`)
  await translation('services', translated.id, { title: `Servicio traducido ${s}`, keyComponents: [{ description: 'Componente en español' }] })
  await translation('services', drafted.id, { title: `Borrador ${s}` }, 'draft')

  postSlug = `public-es-post-${s}`
  const [post] = await sql`insert into public.blog_posts (slug, title, excerpt, content, published)
    values (${postSlug}, 'English post', 'English excerpt', 'English body.', true) returning id::text`
  await translation('posts', post!.id, { title: 'Entrada en español', content: 'Texto en español.' })

  eventSlug = `public-es-event-${s}`
  const [event] = await sql`insert into public.events (slug, title, description, location, event_date, published)
    values (${eventSlug}, 'English event', 'English description', 'Livingston, NJ', now() + interval '10 days', true) returning id::text`
  await translation('events', event!.id, { title: 'Evento en español', location: 'Livingston, Nueva Jersey' })

  const [faq] = await sql`insert into public.faqs (question, answer, published) values (${`English question ${s}?`}, 'English answer.', true) returning id::text`
  faqId = faq!.id
  await translation('faqs', faqId, { question: '¿Pregunta en español?' })

  // the seeded Spanish may hold a settings translation already: kept aside and put back afterwards
  savedSettings = (await sql<NonNullable<typeof savedSettings>[]>`select fields, source, status, needs_review as "needsReview"
    from public.content_translations where subject = 'settings' and subject_key = 'site' and locale = 'es'`)[0]
  await translation('settings', 'site', { tagline: `Lema en español ${s}` })
})

afterAll(async () => {
  await sql`delete from public.content_translations where subject_key in (${translated.id}, ${drafted.id}, ${faqId})`
  await sql`delete from public.services where id in (${translated.id}, ${drafted.id})`
  await sql`delete from public.faqs where id = ${faqId}`
  await sql`delete from public.content_translations where subject = 'settings' and subject_key = 'site' and locale = 'es'`
  if (savedSettings) {
    const { fields, source, status, needsReview } = savedSettings
    await sql`insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
      values ('settings', 'site', 'es', ${sql.json(fields as never)}, ${sql.json(source as never)}, ${status}, ${needsReview})`
  }
  await sql.end()
})

type Marked = { id: string; title?: string; lang?: string }
const find = (list: Marked[], id: string) => list.find((item) => item.id === id)!

describe('services in Spanish', () => {
  it('lays the published translation over the list and marks every item; a draft is not shown', async () => {
    const res = await visitor.get('/services?lang=es')
    expect(res.status).toBe(200)
    expect(find(res.body, translated.id)).toMatchObject({ title: `Servicio traducido ${s}`, description: 'English description', lang: 'es' })
    expect(find(res.body, drafted.id)).toMatchObject({ title: `Drafted service ${s}`, lang: 'en' })
    expect(res.body.every((item: Marked) => item.lang === 'es' || item.lang === 'en')).toBe(true)
  })

  it('lays it over the detail, nested texts included, keeping what is not translated', async () => {
    const res = await visitor.get(`/services/${translated.slug}?lang=es`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      slug: translated.slug, title: `Servicio traducido ${s}`, overview: 'English overview', lang: 'es',
      keyComponents: [{ name: 'Planning', description: 'Componente en español' }],
    })
    expect((await visitor.get(`/services/${drafted.slug}?lang=es`)).body).toMatchObject({ title: `Drafted service ${s}`, lang: 'en' })
  })

  it('answers as before without lang, or with a language it has no translations into', async () => {
    for (const query of ['', '?lang=fr', '?lang=', '?lang=ES', '?lang=en']) {
      const list = await visitor.get(`/services${query}`)
      expect(list.status, query).toBe(200)
      expect(Object.keys(find(list.body, translated.id)).sort(), query).toEqual(['description', 'featuredImage', 'id', 'slug', 'title'])
      expect(find(list.body, translated.id).title).toBe(`Translated service ${s}`)
      const one = await visitor.get(`/services/${translated.slug}${query}`)
      expect(one.body.lang, query).toBeUndefined()
      expect(one.body.keyComponents[0].description).toBe('English component')
    }
  })
})

describe('posts and events in Spanish', () => {
  it('translates a post in the list and by slug', async () => {
    const list = await visitor.get('/blog?lang=es')
    expect(list.body.find((p: { slug: string }) => p.slug === postSlug)).toMatchObject({ title: 'Entrada en español', excerpt: 'English excerpt', lang: 'es' })
    const one = await visitor.get(`/blog/${postSlug}?lang=es`)
    expect(one.body).toMatchObject({ title: 'Entrada en español', content: 'Texto en español.', lang: 'es' })
    expect((await visitor.get(`/blog/${postSlug}`)).body).toMatchObject({ title: 'English post' })
    expect((await visitor.get(`/blog/${postSlug}`)).body.lang).toBeUndefined()
  })

  it('translates an event, keeping its derived fields', async () => {
    const one = await visitor.get(`/events/${eventSlug}?lang=es`)
    expect(one.body).toMatchObject({ title: 'Evento en español', location: 'Livingston, Nueva Jersey', status: 'upcoming', registrationOpen: true, lang: 'es' })
    const list = await visitor.get('/events?lang=es')
    expect(list.body.find((e: { slug: string }) => e.slug === eventSlug)).toMatchObject({ title: 'Evento en español', lang: 'es' })
    expect((await visitor.get(`/events/${eventSlug}`)).body.lang).toBeUndefined()
  })
})

describe('site content in Spanish', () => {
  it('translates the settings and marks them, each location and the answer', async () => {
    const res = await visitor.get('/site?lang=es')
    expect(res.status).toBe(200)
    expect(res.body.settings).toMatchObject({ tagline: `Lema en español ${s}`, lang: 'es' })
    expect(res.body.lang).toBe('es')
    expect(res.body.locations.length).toBeGreaterThan(0)
    expect(res.body.locations.every((l: Marked) => l.lang === 'es' || l.lang === 'en')).toBe(true)
    const english = await visitor.get('/site')
    expect(english.body.lang).toBeUndefined()
    expect(english.body.settings.lang).toBeUndefined()
    expect(english.body.settings.tagline).not.toBe(`Lema en español ${s}`)
  })

  it("marks a page's answer with its document's language and translates its collections' rows", async () => {
    const res = await visitor.get('/pages/resources?lang=es')
    expect(res.status).toBe(200)
    expect(['es', 'en']).toContain(res.body.lang)
    expect(res.body.document.lang).toBe(res.body.lang)
    expect(find(res.body.collections.faqs, faqId)).toMatchObject({ question: '¿Pregunta en español?', answer: 'English answer.', lang: 'es' })
    const english = await visitor.get('/pages/resources')
    expect(english.body.lang).toBeUndefined()
    expect(find(english.body.collections.faqs, faqId)).toMatchObject({ question: `English question ${s}?` })
    expect(find(english.body.collections.faqs, faqId).lang).toBeUndefined()
  })

  it('still answers 404 for an unknown page, in any language', async () => {
    expect((await visitor.get('/pages/nope?lang=es')).status).toBe(404)
  })
})
