// The stored search index (issue 60, search speed; migration 20261209300000): private.search_index
// follows every write to the searched tables at once, a scheduled post goes live when its time
// comes without another write, and a search at 1,000 posts and 200 events stays fast.
import { afterAll, describe, expect, it } from 'vitest'
import { SEARCH_QUERIES, SEARCH_SEED_PREFIX, seedSearchContent } from '../../../bench/search-seed.ts'
import { actAs, createPeople, rolledBack, superuser, unique, type Tx } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

type Hit = { kind: string; title: string; url: string; lang: string }

/** The titles a visitor finds for a query in a language. */
async function titlesFound(tx: Tx, query: string, lang = 'en'): Promise<string[]> {
  await actAs(tx, 'anon', await createPeople(tx))
  const hits = await tx<Hit[]>`select * from public.search_site(${query}, ${lang})`
  await tx`reset role`
  return hits.map((hit) => hit.title)
}

/** A word no seeded text holds. */
const freshWord = () => `zqx${unique().replace(/\W/g, '').slice(-8)}`

async function addPost(tx: Tx, title: string, published = true): Promise<string> {
  const [row] = await tx<{ id: string }[]>`insert into public.blog_posts (slug, title, content, published)
    values (${`post-${unique()}`}, ${title}, 'A post made by a test.', ${published}) returning id`
  return row!.id
}

describe('the stored search index follows the content', () => {
  it('finds a post by the new word of its edited title at once, and no longer by the old one', async () => {
    const [before, after] = [freshWord(), freshWord()]
    const { value, error } = await rolledBack(sql, async (tx) => {
      const id = await addPost(tx, `Title ${before}`)
      const first = await titlesFound(tx, before)
      await tx`update public.blog_posts set title = ${`Title ${after}`} where id = ${id}`
      return { first, byNew: await titlesFound(tx, after), byOld: await titlesFound(tx, before) }
    })
    if (error) throw error
    expect(value).toEqual({ first: [`Title ${before}`], byNew: [`Title ${after}`], byOld: [] })
  })

  it('takes a post out when it is unpublished and when it is deleted', async () => {
    const word = freshWord()
    const { value, error } = await rolledBack(sql, async (tx) => {
      const kept = await addPost(tx, `Kept ${word}`)
      const gone = await addPost(tx, `Gone ${word}`)
      const both = await titlesFound(tx, word)
      await tx`update public.blog_posts set published = false where id = ${kept}`
      const unpublished = await titlesFound(tx, word)
      await tx`delete from public.blog_posts where id = ${gone}`
      const rows = await tx`select 1 from private.search_index where subject = 'posts' and subject_key in (${kept}, ${gone})`
      return { both: both.sort(), unpublished, deleted: await titlesFound(tx, word), rowsLeft: rows.length }
    })
    if (error) throw error
    expect(value).toEqual({ both: [`Gone ${word}`, `Kept ${word}`], unpublished: [`Gone ${word}`], deleted: [], rowsLeft: 0 })
  })

  it('shows a published Spanish translation for lang=es, and the English until it is published', async () => {
    const [english, spanish] = [freshWord(), freshWord()]
    const { value, error } = await rolledBack(sql, async (tx) => {
      const id = await addPost(tx, `Post ${english}`)
      await tx`insert into public.content_translations (subject, subject_key, locale, fields, source, status)
        values ('posts', ${id}, 'es', ${tx.json({ title: `Entrada ${spanish}` })}, '{}', 'draft')`
      const draft = { es: await titlesFound(tx, spanish, 'es'), en: await titlesFound(tx, english, 'es') }
      await tx`update public.content_translations set status = 'published' where subject = 'posts' and subject_key = ${id}`
      const published = { es: await titlesFound(tx, spanish, 'es'), english: await titlesFound(tx, spanish, 'en') }
      return { draft, published }
    })
    if (error) throw error
    expect(value).toEqual({
      draft: { es: [], en: [`Post ${english}`] },
      published: { es: [`Entrada ${spanish}`], english: [] },
    })
  })

  it('shows a scheduled post once its publish_at passes, without another write', async () => {
    // committed, since now() stands still inside one transaction; removed at the end
    const word = freshWord()
    const [row] = await sql<{ id: string }[]>`insert into public.blog_posts (slug, title, content, published, publish_at)
      values (${`scheduled-${word}`}, ${`Scheduled ${word}`}, 'Body.', true, now() + interval '2 seconds') returning id`
    try {
      const found = async () => {
        const { value, error } = await rolledBack(sql, (tx) => titlesFound(tx, word))
        if (error) throw error
        return value
      }
      const early = await found()
      await new Promise((resolve) => setTimeout(resolve, 2500))
      expect({ early, later: await found() }).toEqual({ early: [], later: [`Scheduled ${word}`] })
    } finally {
      await sql`delete from public.blog_posts where id = ${row!.id}`
    }
  })
})

describe('search speed at 1,000 posts and 200 events', () => {
  it('answers a search in under 50 ms (median) with them in the index', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      await seedSearchContent(tx)
      await actAs(tx, 'anon', await createPeople(tx))
      const medians: Record<string, number> = {}
      for (const { q, lang } of SEARCH_QUERIES) {
        const times: number[] = []
        for (let i = 0; i < 7; i++) {
          const started = performance.now()
          await tx`select * from public.search_site(${q}, ${lang})`
          times.push(performance.now() - started)
        }
        times.sort((a, b) => a - b)
        medians[q] = Math.round(times[3]! * 10) / 10
      }
      await tx`reset role`
      const [indexed] = await tx<{ n: number }[]>`select count(*)::int as n from private.search_index where subject_key in
        (select id::text from public.blog_posts where slug like ${`${SEARCH_SEED_PREFIX}%`}
         union all select id::text from public.events where slug like ${`${SEARCH_SEED_PREFIX}%`})`
      return { medians, indexed: indexed!.n }
    })
    if (error) throw error
    console.log('search_site median ms at 1,000 posts and 200 events (round trip, 7 runs each):', value!.medians)
    expect(value!.indexed).toBe(1200)
    for (const [query, ms] of Object.entries(value!.medians)) expect(ms, query).toBeLessThan(50)
  })
})
