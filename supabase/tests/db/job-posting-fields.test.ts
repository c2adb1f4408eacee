// Job openings' own pages (issue 35, migration 20261127155000): every opening has a slug (made
// from its title, unique, when staff leave it empty), a date posted (today, New Jersey time, when
// left empty) and optionally a base salary the database checks the shape of.
import { afterAll, describe, expect, it } from 'vitest'
import { actAs, createPeople, rolledBack, superuser, type Tx } from './helpers.ts'

const sql = superuser(1)
afterAll(() => sql.end())

const insertJob = (tx: Tx, title: string, extra: { slug?: string; baseSalary?: unknown } = {}) =>
  tx<{ id: string; slug: string; posted: string; today: string }[]>`
    insert into public.job_openings (title, department, employment_type, location, description, slug, base_salary)
    values (${title}, 'D', 'Full-time', 'Newark, NJ', 'A job.', ${extra.slug ?? null}, ${extra.baseSalary === undefined ? null : tx.json(extra.baseSalary as never)})
    returning id, slug, date_posted::text as posted, (now() at time zone 'America/New_York')::date::text as today`

describe('job openings: slug, date posted and base salary', () => {
  it('gave the openings loaded by the migration slugs from their titles', async () => {
    const rows = await sql<{ title: string; slug: string; posted: string | null }[]>`
      select title, slug, date_posted::text as posted from public.job_openings order by position`
    expect(rows.map((r) => [r.title, r.slug])).toEqual([
      ['Support Coordinator', 'support-coordinator'],
      ['Direct Support Professional', 'direct-support-professional'],
      ['Program Assistant', 'program-assistant'],
    ])
    for (const row of rows) expect(row.posted).toMatch(/^\d{4}-\d\d-\d\d$/)
  })

  it('makes an empty slug from the title, unique among all openings, and posts it today', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const people = await createPeople(tx)
      await actAs(tx, 'admin', people)
      const [first] = await insertJob(tx, 'Night Shift & Weekend Aide!')
      const [second] = await insertJob(tx, 'Night Shift & Weekend Aide!', { slug: '' })
      const [typed] = await insertJob(tx, 'Anything', { slug: 'chosen-by-staff' })
      // an edit that empties the slug makes it again; one that keeps it keeps it
      const [kept] = await tx<{ slug: string }[]>`update public.job_openings set title = 'Renamed' where id = ${typed!.id} returning slug`
      const [remade] = await tx<{ slug: string }[]>`update public.job_openings set slug = '' where id = ${typed!.id} returning slug`
      return { first, second, kept, remade }
    })
    if (error) throw error
    expect(value!.first!.slug).toBe('night-shift-and-weekend-aide')
    expect(value!.second!.slug).toBe('night-shift-and-weekend-aide-2')
    expect(value!.first!.posted).toBe(value!.first!.today)
    expect(value!.kept!.slug).toBe('chosen-by-staff')
    expect(value!.remade!.slug).toBe('renamed')
  })

  it('refuses a slug already taken or not in the slug pattern', async () => {
    const taken = await rolledBack(sql, (tx) => insertJob(tx, 'Another', { slug: 'support-coordinator' }))
    expect(taken.error?.code).toBe('23505')
    const bad = await rolledBack(sql, (tx) => insertJob(tx, 'Another', { slug: 'Not A Slug' }))
    expect(bad.error?.code).toBe('23514')
  })

  it('keeps a base salary only as { min, max, unit } with max at least min, per HOUR or YEAR', async () => {
    const good = await rolledBack(sql, (tx) => insertJob(tx, 'Paid', { baseSalary: { min: 18.5, max: 22, unit: 'HOUR' } }))
    expect(good.error).toBeUndefined()
    for (const baseSalary of [
      { min: 30, max: 20, unit: 'HOUR' },
      { min: 20, max: 30, unit: 'MONTH' },
      { min: '20', max: 30, unit: 'YEAR' },
      { min: 20, max: 30, unit: 'YEAR', extra: true },
      { min: 0, max: 30, unit: 'YEAR' },
    ]) {
      const { error } = await rolledBack(sql, (tx) => insertJob(tx, 'Paid', { baseSalary }))
      expect(error?.code, JSON.stringify(baseSalary)).toBe('23514')
    }
  })
})
