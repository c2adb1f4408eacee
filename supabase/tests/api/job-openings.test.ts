// Job openings as pages of their own (issue 35): staff save a slug (or leave it to the title), the
// date posted and a base salary through the collection routes; the public page answer carries
// them; a slug already taken answers 409 on the slug field, bad values 400 on theirs.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { anon, signedIn, type Session } from './cms-session.ts'

let sql: Sql
let admin: Session
const suffix = () => randomUUID().slice(0, 8)
const job = () => ({ title: `Respite Aide ${suffix()}`, department: 'Home Care Services', employmentType: 'Part-time', location: 'Bayonne, NJ', description: 'Support families.' })

beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
})
afterAll(() => sql.end())

describe('job openings: slug, date posted, base salary', () => {
  it('saves them, makes an empty slug from the title, and serves them on the public page', async () => {
    const input = job()
    const created = await admin.call('POST', '/admin/content/jobs', { ...input, baseSalary: { min: 18, max: 21.5, unit: 'HOUR' }, datePosted: '2026-11-20' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ slug: input.title.toLowerCase().replace(/ /g, '-'), datePosted: '2026-11-20', baseSalary: { min: 18, max: 21.5, unit: 'HOUR' } })
    try {
      const page = await anon()('GET', '/pages/get-involved')
      expect(page.body.collections.jobs.find((j: { id: string }) => j.id === created.body.id)).toMatchObject({
        slug: created.body.slug, datePosted: '2026-11-20', baseSalary: { min: 18, max: 21.5, unit: 'HOUR' },
      })
      // an edit without a salary takes it away; an empty date posted becomes today's
      const saved = await admin.call('PUT', `/admin/content/jobs/${created.body.id}`, { ...input, slug: created.body.slug, version: created.body.version })
      expect(saved.status).toBe(200)
      expect(saved.body).toMatchObject({ baseSalary: null, datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) })
    } finally {
      await admin.call('DELETE', `/admin/content/jobs/${created.body.id}`)
    }
  })

  it('answers a slug already taken with 409 on the slug field, saving nothing', async () => {
    const before = (await admin.call('GET', '/admin/content/jobs')).body.length
    const res = await admin.call('POST', '/admin/content/jobs', { ...job(), slug: 'support-coordinator' })
    expect(res.status).toBe(409)
    expect(res.body.fieldErrors.slug).toEqual(['That slug is already in use'])
    expect((await admin.call('GET', '/admin/content/jobs')).body.length).toBe(before)
  })

  it('answers bad slugs, dates and salaries with 400 and the field that is wrong', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ slug: 'Not A Slug' }, 'slug', /lowercase letters/],
      [{ datePosted: '20/11/2026' }, 'datePosted', /YYYY-MM-DD/],
      [{ baseSalary: { min: 30, max: 20, unit: 'HOUR' } }, 'baseSalary.max', /at least the minimum/],
      [{ baseSalary: { min: 20, max: 30, unit: 'MONTH' } }, 'baseSalary.unit', /HOUR or YEAR/],
      [{ baseSalary: { min: -1, max: 30, unit: 'YEAR' } }, 'baseSalary.min', /more than 0/],
      [{ baseSalary: { min: '20', max: 30, unit: 'YEAR' } }, 'baseSalary.min', /must be a number/],
    ]
    for (const [extra, field, message] of cases) {
      const res = await admin.call('POST', '/admin/content/jobs', { ...job(), ...(extra as object) })
      expect(res.status, JSON.stringify(extra)).toBe(400)
      expect(res.body.fieldErrors[field]?.[0], JSON.stringify(res.body)).toMatch(message)
    }
  })
})
