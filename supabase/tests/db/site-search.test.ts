// Site search over the seeded site (issue 60, item 1; migration 20261209100000): public.search_site
// as a visitor calls it (anon, row-level security deciding), in English and Spanish.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createEvent, createPeople, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

type Hit = { kind: string; title: string; url: string; snippet: string; date: Date | null; lang: string }

const MARK_OPEN = '\uE000'

async function search(tx: Tx, query: string, lang = 'en'): Promise<Hit[]> {
  return tx<Hit[]>`select * from public.search_site(${query}, ${lang})`
}

/** Searches as a visitor on the seeded site (nothing is changed). */
async function visitorSearch(query: string, lang = 'en'): Promise<Hit[]> {
  const { value, error } = await rolledBack(sql, async (tx) => {
    await actAs(tx, 'anon', await createPeople(tx))
    return search(tx, query, lang)
  })
  if (error) throw error
  return value!
}

describe('search_site on the seeded site', () => {
  it('finds "autism" for the typo "autsim", the page that has it in its title first', async () => {
    const hits = await visitorSearch('autsim')
    expect(hits[0]).toMatchObject({ kind: 'resources', title: 'Autism New Jersey', url: '/resources' })
    expect(hits[0]!.snippet).toContain(`${MARK_OPEN}Autism`)
  })

  it('finds a Spanish service with and without its accents, in Spanish', async () => {
    for (const query of ['habilitación diurna', 'habilitacion diurna', 'HABILITACION']) {
      const [first] = await visitorSearch(query, 'es')
      expect(first, query).toMatchObject({ kind: 'services', title: 'Habilitación diurna', url: '/services/day-habilitation', lang: 'es' })
    }
  })

  it('finds a quoted phrase, and only where the words stand together', async () => {
    const hits = await visitorSearch('"sensory-friendly movie"')
    expect(hits[0]).toMatchObject({ kind: 'events', title: 'Sensory-Friendly Movie Afternoon', url: '/events/sensory-friendly-movie-afternoon' })
    expect(hits[0]!.date).toBeInstanceOf(Date)
    expect(await visitorSearch('"movie sensory"')).toEqual([])
  })

  it('finds a word that only an FAQ answer holds, that FAQ first', async () => {
    const hits = await visitorSearch('guardians')
    expect(hits[0]).toMatchObject({ kind: 'faqs', title: 'Can family members be involved in care planning?', url: '/resources' })
  })

  it('puts upcoming events before past ones', async () => {
    const events = (await visitorSearch('community')).filter((hit) => hit.kind === 'events')
    const upcoming = events.map((hit) => hit.date!.getTime() >= Date.now())
    expect(upcoming).toContain(false)
    expect(upcoming).toEqual([...upcoming].sort((a, b) => Number(b) - Number(a)))
  })

  it('never shows a draft, a scheduled post or an unpublished event, not even to staff', async () => {
    const word = `zqx${unique().replace(/\W/g, '').slice(0, 8)}`
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await tx`insert into public.blog_posts (slug, title, content, published) values (${`draft-${word}`}, ${`Draft ${word}`}, 'Body.', false)`
      await tx`insert into public.blog_posts (slug, title, content, published, publish_at)
        values (${`later-${word}`}, ${`Later ${word}`}, 'Body.', true, now() + interval '1 day')`
      await tx`insert into public.blog_posts (slug, title, content, published) values (${`live-${word}`}, ${`Live ${word}`}, 'Body.', true)`
      const hidden = await createEvent(tx, { published: false })
      await tx`update public.events set title = ${`Hidden ${word}`} where id = ${hidden}`
      const seen: Record<string, string[]> = {}
      for (const role of ['anon', 'admin'] as const) {
        await actAs(tx, role, people)
        seen[role] = (await search(tx, word)).map((hit) => hit.title)
        await tx`reset role`
      }
      return seen
    })
    if (error) throw error
    expect(value).toEqual({ anon: [`Live ${word}`], admin: [`Live ${word}`] })
  })

  it('answers words or nothing for SQL-like text, symbols and very long queries', async () => {
    expect((await visitorSearch("'; drop table x; --")).every((hit) => typeof hit.title === 'string')).toBe(true)
    expect(await visitorSearch('&&&|!!:*')).toEqual([])
    expect(Array.isArray(await visitorSearch('respite '.repeat(125)))).toBe(true)
  })
})

describe('what people look for (private.site_searches)', () => {
  async function logged(tx: Tx, query: string | null, results: number, daysAgo = 0) {
    await tx`insert into private.site_searches (query, lang, results, searched_on)
      values (${query}, 'en', ${results}, current_date - ${daysAgo}::int)`
  }

  it('sums up the month for staff only: the most frequent searches and those that found nothing', async () => {
    const word = 'weighted blanket'
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await tx`delete from private.site_searches`
      for (let i = 0; i < 3; i++) await logged(tx, 'respite', 4)
      await logged(tx, word, 0)
      await logged(tx, word, 0)
      await logged(tx, null, 1)
      await logged(tx, 'aba', 0, 40)
      const answers: Record<string, unknown> = {}
      for (const role of ['anon', 'user', 'admin'] as const) {
        await actAs(tx, role, people)
        answers[role] = await tx.savepoint((sp) => sp`select public.site_search_summary(current_date - 30) as s`)
          .then(([row]) => row!.s, (e: { code?: string }) => e.code)
        await tx`reset role`
      }
      return answers
    })
    if (error) throw error
    expect(value).toEqual({
      anon: '42501',
      user: '42501',
      admin: {
        total: 6,
        withheld: 1,
        frequent: [{ query: 'respite', count: 3 }, { query: word, count: 2 }],
        notFound: [{ query: word, count: 2 }],
      },
    })
  })

  it('refuses text that holds an e-mail address or a phone number even from /api', async () => {
    for (const query of ['me@example.com', 'call 973 555 0100']) {
      const { error } = await rolledBack(sql, (tx) => logged(tx, query, 0))
      expect(error?.code, query).toBe('23514')
    }
  })

  it('the retention deletes searches older than 13 months and keeps the rest', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await tx`delete from private.site_searches`
      await logged(tx, 'old', 0, 400)
      await logged(tx, 'recent', 0, 390)
      const [ran] = await tx`select private.run_retention(30) as r`
      const left = await tx`select query from private.site_searches`
      return { deleted: ran!.r.deletedSearches, left: left.map((r) => r.query) }
    })
    if (error) throw error
    expect(value).toEqual({ deleted: 1, left: ['recent'] })
  })
})
