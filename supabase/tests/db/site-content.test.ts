// The site's content tables (issue 32): today's content is loaded by the migration, every
// update raises `version`, every change is kept in content_revisions with who made it, and the
// history cannot be rewritten.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createPeople, rolledBack, superuser } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

describe('site content', () => {
  it("holds today's content: the settings, a document per page and the collections", async () => {
    const [settings] = await sql<{ name: string; main: string; counties: number }[]>`
      select body ->> 'name' as name, body -> 'phones' ->> 'main' as main,
        jsonb_array_length(body -> 'serviceCounties') as counties from public.site_settings`
    expect(settings).toEqual({ name: 'Bright Path Support Services', main: '(862) 930-6688 ext. 05', counties: 15 })
    const pages = await sql<{ page: string }[]>`select page from public.page_documents order by page`
    expect(pages.map((p) => p.page)).toEqual(['about', 'accessibility', 'donate', 'get-involved', 'home', 'privacy', 'resources', 'terms'])
    const [counts] = await sql<Record<string, number>[]>`select
      (select count(*)::int from public.faqs) as faqs, (select count(*)::int from public.job_openings) as jobs,
      (select count(*)::int from public.locations) as locations, (select count(*)::int from public.board_members) as board`
    // the migration loads no board member; the three are the seed's demo profiles (supabase/seed.sql)
    expect(counts).toEqual({ faqs: 8, jobs: 3, locations: 2, board: 3 })
  })

  it('raises the version on every update and keeps each change, with who made it', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actAs(tx, 'admin', people)
      const [faq] = await tx<{ id: string; version: number }[]>`
        insert into public.faqs (question, answer) values ('Q?', 'First answer.') returning id, version`
      await tx`update public.faqs set answer = 'Second answer.' where id = ${faq!.id}`
      await tx`delete from public.faqs where id = ${faq!.id}`
      const history = await tx<{ action: string; answer: string; version: number; by: string }[]>`
        select action, row_data ->> 'answer' as answer, (row_data ->> 'version')::int as version, changed_by::text as by
        from public.content_revisions where table_name = 'faqs' and row_key = ${faq!.id} order by id`
      return { created: faq!.version, history, admin: people.admin }
    })
    if (error) throw error
    expect(value!.created).toBe(1)
    expect(value!.history).toEqual([
      { action: 'insert', answer: 'First answer.', version: 1, by: value!.admin },
      { action: 'update', answer: 'Second answer.', version: 2, by: value!.admin },
      { action: 'delete', answer: 'Second answer.', version: 2, by: value!.admin },
    ])
  })

  it('refuses to rewrite history, even to the owner', async () => {
    for (const statement of ['update public.content_revisions set action = action', 'delete from public.content_revisions']) {
      const { error } = await rolledBack(sql, (tx) => tx.unsafe(statement))
      expect(error?.code, statement).toBe('42501')
    }
  })

  it('takes a job off the public site the day after its closing date, New Jersey time', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      const rows = await tx<{ id: string; title: string }[]>`
        insert into public.job_openings (title, department, employment_type, location, description, closes_on)
        values ('Closes today', 'D', 'Full-time', 'Newark, NJ', 'A job.', (now() at time zone 'America/New_York')::date),
               ('Closed yesterday', 'D', 'Full-time', 'Newark, NJ', 'A job.', (now() at time zone 'America/New_York')::date - 1)
        returning id, title`
      await actAs(tx, 'anon', people)
      const seen = await tx<{ title: string }[]>`select title from public.job_openings where id = any(${rows.map((r) => r.id)})`
      return seen.map((r) => r.title)
    })
    if (error) throw error
    expect(value).toEqual(['Closes today'])
  })
})
