// Staff write a service's Spanish beside its English (issue 36 item 4) against the real stack:
// the row's badge says it is missing, the editor shows each English text beside its Spanish
// field, a published save reaches the Spanish page, and an English edit afterwards marks the
// translation out of date without hiding it.
import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { db, openAsAdmin, unique } from './support'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

test('a service’s Spanish is written beside its English, published, and later flagged out of date', async ({ page }) => {
  const slug = unique('e2e-service-')
  const title = `Weekend Respite ${slug}`
  const sql = db()
  try {
    await sql`insert into public.services (slug, title, description, overview, approach, key_components, staff_training, goals, commitment, published, sort_order)
      values (${slug}, ${title}, 'Short breaks for caregivers.', 'Overview of the service.', 'How we work.',
        ${sql.json([{ name: 'Planned stays', description: 'Booked in advance.' }])}, 'Trained staff.', 'Rested families.', 'We are there.', true, 999)`

    await openAsAdmin(page, '/admin/services')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Spanish: missing')).toBeVisible(LOAD)
    await row.getByRole('button', { name: `Edit Spanish: ${title}` }).click()

    const form = page.getByRole('form', { name: `Spanish version of ${title}` })
    await expect(form.getByText(title, { exact: true })).toBeVisible(LOAD)
    expect(await axeViolations(page)).toEqual([])
    await form.getByRole('textbox', { name: /^Title \(Spanish\)/ }).fill('Relevo de fin de semana')
    await form.getByRole('textbox', { name: /^Description \(Spanish\)/ }).fill('Descansos cortos para cuidadores.')
    await form.getByRole('combobox', { name: 'Status' }).selectOption('published')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form).toHaveCount(0, LOAD)
    await expect(row.getByText('Spanish: published')).toBeVisible(LOAD)

    await page.goto(`/es/services/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Relevo de fin de semana' })).toBeVisible(LOAD)

    await sql`update public.services set title = ${`${title} (new)`} where slug = ${slug}`
    await page.goto('/admin/services')
    await expect(page.getByRole('row').filter({ hasText: `${title} (new)` }).getByText('Spanish: out of date')).toBeVisible(LOAD)
    await page.goto(`/es/services/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Relevo de fin de semana' })).toBeVisible(LOAD)
  } finally {
    await sql`delete from public.content_translations where subject = 'services' and subject_key in (select id::text from public.services where slug = ${slug})`
    await sql`delete from public.services where slug = ${slug}`
    await sql.end()
  }
})
