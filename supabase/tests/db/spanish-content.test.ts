// The Spanish the database ships with (issue 36, item 4: supabase/seed-spanish/*.sql and the
// migrations): every translation is of a row that exists, of a known kind, holds translatable
// texts only, was made from the English as it is now, still fits the English's schema laid over
// it, and is published marked "needs review" (written by someone who is not a native speaker on
// staff). Checked in a scratch database seeded just now, so no other test's writes interfere;
// a broken row inserted in a rolled-back transaction shows the check can fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../../scripts/db/migrate.ts'
import { isOutOfDate, overlayTranslation, translationKind } from '../../functions/_shared/contract/translations.ts'
import { pathIssues } from '../../functions/_shared/content/translation-fields.ts'
import { englishOf } from '../../functions/_shared/content/translation-subjects.ts'
import { rolledBack, scratchDatabase, type Sql, type Tx } from './helpers.ts'

let db: Awaited<ReturnType<typeof scratchDatabase>>
let sql: Sql
beforeAll(async () => {
  db = await scratchDatabase()
  sql = db.sql
  await migrate(db.url, { seed: 'if-new' })
})
afterAll(() => db?.drop())

type Row = { subject: string; key: string; locale: string; fields: Record<string, unknown>; source: Record<string, unknown>; status: string; needsReview: boolean }

/** What is wrong with each translation in the database, one line each ("services/{id}/es: …"). */
async function problems(tx: Tx): Promise<string[]> {
  const rows = await tx<Row[]>`select subject, subject_key as key, locale, fields, source, status, needs_review as "needsReview"
    from public.content_translations order by subject, subject_key, locale`
  const found: string[] = []
  for (const row of rows) {
    const say = (what: string) => found.push(`${row.subject}/${row.key}/${row.locale}: ${what}`)
    const kind = translationKind(row)
    if (!kind) {
      say('unknown kind of content')
      continue
    }
    const subject = await englishOf(tx, row)
    if (!subject) {
      say('its row does not exist')
      continue
    }
    for (const issue of pathIssues(kind, subject.english, row.fields)) say(`${issue.path.join('.')}: ${issue.message}`)
    if (isOutOfDate(kind, subject.english, row.source)) say('out of date (the English changed since)')
    const laidOver = subject.schema.safeParse(overlayTranslation(kind, subject.english, row.fields))
    for (const issue of laidOver.error?.issues ?? []) say(`${issue.path.join('.')}: ${issue.message}`)
    if (row.status !== 'published') say(`status ${row.status}, not published`)
    if (!row.needsReview) say('not marked needs review')
  }
  return found
}

describe('the seeded Spanish content', () => {
  it('is all of existing rows, translatable, up to date, within the limits, published and marked needs review', async () => {
    const [row] = await sql<{ count: number }[]>`select count(*)::int as count from public.content_translations`
    expect(row!.count).toBeGreaterThan(0) // the seeds ship Spanish: an empty table would pass the rest unchecked
    const { value, error } = await rolledBack(sql, problems)
    expect(error).toBeUndefined()
    expect(value).toEqual([])
  })

  it('finds a broken row', async () => {
    const { value, error } = await rolledBack(sql, async (tx) => {
      const [service] = await tx<{ id: string }[]>`select id::text from public.services order by sort_order limit 1`
      const missing = '00000000-0000-4000-8000-000000000000'
      await tx`insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review) values
        ('services', ${missing}, 'es', '{"title": "Nada"}', '{}', 'published', true),
        ('nothing', 'x', 'es', '{}', '{}', 'published', true),
        ('services', ${service!.id}, 'es', ${tx.json({ slug: 'otro', title: 'x'.repeat(201) })}, '{"title": "An older title"}', 'draft', false)
        on conflict (subject, subject_key, locale) do update set fields = excluded.fields, source = excluded.source,
          status = excluded.status, needs_review = excluded.needs_review`
      return { found: await problems(tx), service: service!.id, missing }
    })
    expect(error).toBeUndefined()
    const at = (key: string) => value!.found.filter((line) => line.includes(`/${key}/`))
    expect(at(value!.missing)).toEqual([`services/${value!.missing}/es: its row does not exist`])
    expect(value!.found).toContain('nothing/x/es: unknown kind of content')
    expect(at(value!.service)).toEqual([
      `services/${value!.service}/es: slug: This text cannot be translated`,
      `services/${value!.service}/es: out of date (the English changed since)`,
      `services/${value!.service}/es: title: Title must be at most 200 characters`,
      `services/${value!.service}/es: status draft, not published`,
      `services/${value!.service}/es: not marked needs review`,
    ])
  })
})
