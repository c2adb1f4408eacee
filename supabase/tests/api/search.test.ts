// GET /api/search (issue 60, items 1 and 4) through the real Deno function on the seeded site:
// the right item first, 400 in the visitor's language for no words or too many, never 500 for
// hostile text, never kept by the CDN, and the log for staff that
// keeps no e-mail address, phone number or street address; GET /api/admin/searches for staff only.
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { superuser } from '../../../scripts/testing/db.ts'
import { SEARCH_EMPTY_MESSAGE, SEARCH_TOO_LONG_MESSAGE, type SearchAnswer, type SearchSummary } from '../../functions/_shared/contract/search.ts'
import { anon, signedIn } from './cms-session.ts'
import { Client } from './http.ts'

const sql = superuser(1)
afterAll(() => sql.end())
const visitor = new Client()
/** Text as a query parameter; a lone surrogate goes as the raw, invalid UTF-8 escape a browser cannot make. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}
const search = (query: string, lang?: string, headers?: Record<string, string>) =>
  visitor.get<SearchAnswer>(`/search?q=${encode(query)}${lang ? `&lang=${lang}` : ''}`, headers)

describe('GET /api/search', () => {
  it('answers the best match first, never kept by the CDN (each search is counted)', async () => {
    const answer = await search('autsim')
    expect(answer.status).toBe(200)
    expect(answer.body.results[0]).toMatchObject({ kind: 'resources', title: 'Autism New Jersey', url: '/resources', lang: 'en' })
    expect(answer.headers.get('netlify-cdn-cache-control')).toBeNull()
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers in Spanish where a translation is published, accents or not', async () => {
    for (const query of ['cuidado de relevo', 'cuidado de rélevo']) {
      const answer = await search(query, 'es')
      expect(answer.body.results[0], query).toMatchObject({ kind: 'services', title: 'Cuidado de relevo', lang: 'es' })
    }
  })

  it('answers dates as ISO text for posts and events, null for the rest', async () => {
    const { body } = await search('workshop')
    const event = body.results.find((hit) => hit.kind === 'events')!
    expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(body.results.filter((hit) => hit.kind === 'services').every((hit) => hit.date === null)).toBe(true)
  })

  it('refuses no words and too many with a sentence in the visitor\'s language', async () => {
    expect(await search('   ')).toMatchObject({ status: 400, body: { message: SEARCH_EMPTY_MESSAGE } })
    expect(await visitor.get('/search')).toMatchObject({ status: 400, body: { message: SEARCH_EMPTY_MESSAGE } })
    expect(await search('a'.repeat(1000))).toMatchObject({ status: 400, body: { message: SEARCH_TOO_LONG_MESSAGE } })
    const spanish = await search('a'.repeat(1000), 'es', { 'accept-language': 'es' })
    expect(spanish).toMatchObject({ status: 400, body: { message: expect.stringContaining('demasiado largas') } })
    expect(spanish.headers.get('netlify-cdn-cache-control')).toBeNull()
  })

  it('treats SQL-like text and symbols as words, never a 500', async () => {
    for (const query of ["'; drop table x; --", '" OR 1=1 --', '\\\\', '\u0000respite', '<script>alert(1)</script>', '-"" or or ""']) {
      const answer = await search(query)
      expect([200, 400], query).toContain(answer.status)
    }
    const [table] = await sql`select to_regclass('public.services') is not null as there`
    expect(table!.there).toBe(true)
  })

  it('never answers 500 for any text, in either language', async () => {
    const words = fc.oneof(fc.string({ maxLength: 250 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('\uD800', '%', '!!', '&|!', '""', '-', 'or', ':*', '\\'))
    await fc.assert(fc.asyncProperty(words, fc.constantFrom('en', 'es', 'xx'), async (query, lang) => {
      const answer = await search(query, lang)
      expect([200, 400], JSON.stringify(query)).toContain(answer.status)
    }), { numRuns: 120 })
  })
})

describe('what people look for', () => {
  it('keeps the words of a search but never an e-mail address, a phone number or a street address', async () => {
    const marker = `respite ${crypto.randomUUID().replace(/\d/g, '').slice(0, 12)}`
    const before = await sql<{ n: number }[]>`select count(*)::int as n from private.site_searches where query is null`
    for (const query of [marker, 'me@example.com respite', 'call (973) 555-0100', '615 West Mt. Pleasant Ave']) expect((await search(query)).status).toBe(200)
    const [after] = await sql<{ n: number }[]>`select count(*)::int as n from private.site_searches where query is null`
    expect(after!.n - before[0]!.n).toBe(3)
    const kept = await sql`select query, lang, results, searched_on is not null as dated from private.site_searches where query = ${marker}`
    expect(kept).toEqual([{ query: marker, lang: 'en', results: expect.any(Number), dated: true }])
    const leaked = await sql`select query from private.site_searches where query ~ '@|555|pleasant'`
    expect(leaked).toEqual([])
  })

  it('shows staff the month\'s most frequent searches and those that found nothing', async () => {
    const admin = await signedIn(sql, 'admin')
    const before = await admin.call<SearchSummary>('GET', '/admin/searches')
    // the list shows the ten most frequent: this search is made more often than any other so far
    // (the other tests' searches are in the month's list too)
    const times = Math.max(1, ...before.body.notFound.map((entry) => entry.count)) + 1
    const nothing = `zzqx ${crypto.randomUUID().replace(/\d|-/g, '').slice(0, 10)}`
    expect((await search(nothing)).body.results).toEqual([])
    for (let i = 1; i < times; i += 1) expect((await search(nothing)).status).toBe(200)
    const summary = await admin.call<SearchSummary>('GET', '/admin/searches')
    expect(summary.status).toBe(200)
    expect(summary.body.since).toMatch(/^\d{4}-\d{2}-01$/)
    expect(summary.body.notFound).toContainEqual({ query: nothing, count: times })
    expect(summary.body.total).toBeGreaterThanOrEqual(before.body.total + times)
    expect((await anon()('GET', '/admin/searches')).status).toBe(401)
    const member = await signedIn(sql)
    expect((await member.call('GET', '/admin/searches')).status).toBe(403)
  })
})
