import { expect as baseExpect, test, type APIRequestContext, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { db, signInToDashboard, unique } from './support'
import { humanProof } from '../support/human-proof'

// The stack shares two cores with other runs: allow slow pages and axe passes.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const day = 86_400_000

/** Three submissions sharing a unique word: one through the public API, two with older dates. */
async function seedContacts(request: APIRequestContext) {
  const tag = unique('zq')
  const answer = await request.post('/api/contact', {
    data: { name: `Bella ${tag}`, email: `bella-${tag}@example.org`, phone: '9735550199', subject: `Respite ${tag}`, message: `Weekend respite question ${tag}`, altcha: await humanProof(request) },
  })
  expect(answer.status()).toBeLessThan(300)
  const sql = db()
  try {
    await sql`insert into public.contact_submissions (name, email, subject, message, status, created_at) values
      (${`Adam ${tag}`}, ${`adam-${tag}@example.org`}, ${`Volunteering ${tag}`}, ${`Can I help? ${tag}`}, 'read', ${new Date(Date.now() - 3 * day)}),
      (${`Cara ${tag}`}, ${`cara-${tag}@example.org`}, ${`Careers ${tag}`}, ${`Jobs open? ${tag}`}, 'responded', ${new Date(Date.now() - 20 * day)})`
  } finally {
    await sql.end()
  }
  return tag
}

const rows = (page: Page) => page.getByTestId('contact-row')
const names = (page: Page) => rows(page).locator('td:first-child p:first-child').allTextContents()

async function search(page: Page, tag: string) {
  await page.getByLabel('Search submissions').fill(tag)
  await expect(page.getByRole('heading', { name: /^Contact Submissions \(3 of \d+\)$/ })).toBeVisible()
}

test('filters and sorts submissions', async ({ page, request }) => {
  const tag = await seedContacts(request)
  await signInToDashboard(page)
  await search(page, tag)
  await expect(page.getByText(`Search: "${tag}"`)).toBeVisible()
  expect(await names(page)).toEqual([`Bella ${tag}`, `Adam ${tag}`, `Cara ${tag}`])

  await page.getByRole('button', { name: /^Read \(\d+\)$/ }).click()
  expect(await names(page)).toEqual([`Adam ${tag}`])
  await page.getByRole('button', { name: /^Responded \(\d+\)$/ }).click()
  expect(await names(page)).toEqual([`Cara ${tag}`])
  await page.getByRole('button', { name: /^All \(\d+\)$/ }).click()

  await page.getByRole('button', { name: 'Last 7 Days' }).click()
  expect(await names(page)).toEqual([`Bella ${tag}`, `Adam ${tag}`])
  await page.getByRole('button', { name: 'Last 30 Days' }).click()
  await expect(rows(page)).toHaveCount(3)

  const ymd = (offset: number) => new Date(Date.now() - offset * day).toISOString().slice(0, 10)
  await page.getByRole('button', { name: 'Custom Range' }).click()
  await page.getByLabel('From', { exact: true }).fill(ymd(25))
  await page.getByLabel('To', { exact: true }).fill(ymd(10))
  await page.getByRole('button', { name: 'Done' }).click()
  expect(await names(page)).toEqual([`Cara ${tag}`])
  await page.getByRole('button', { name: 'Custom Range' }).click()
  await page.getByLabel('To', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(rows(page)).toHaveCount(3)
  await page.getByRole('button', { name: 'Custom Range' }).click()
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Custom date range' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'All Time' })).toHaveAttribute('aria-pressed', 'true')

  const sorts: [string, string[]][] = [
    ['date-oldest', ['Cara', 'Adam', 'Bella']],
    ['name-asc', ['Adam', 'Bella', 'Cara']],
    ['name-desc', ['Cara', 'Bella', 'Adam']],
    ['subject-asc', ['Cara', 'Bella', 'Adam']],
    ['subject-desc', ['Adam', 'Bella', 'Cara']],
    ['date-newest', ['Bella', 'Adam', 'Cara']],
  ]
  for (const [option, expected] of sorts) {
    await page.getByLabel('Sort by').selectOption(option)
    expect(await names(page), option).toEqual(expected.map((n) => `${n} ${tag}`))
  }
  await page.getByRole('button', { name: /Contact Info/ }).click()
  expect(await names(page)).toEqual([`Adam ${tag}`, `Bella ${tag}`, `Cara ${tag}`])
  await page.getByRole('button', { name: /Contact Info/ }).click()
  expect(await names(page)).toEqual([`Cara ${tag}`, `Bella ${tag}`, `Adam ${tag}`])

  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page.getByLabel('Search submissions')).toHaveValue('')
  await expect(page.getByLabel('Sort by')).toHaveValue('date-newest')
})

test('changes a status from the table and from the dialog', async ({ page, request }) => {
  const tag = await seedContacts(request)
  await signInToDashboard(page)
  await search(page, tag)

  await page.getByLabel(`Status for Bella ${tag}`).first().selectOption('read')
  await expect(page.getByText('Contact submission marked as read.')).toBeVisible()

  await page.getByRole('button', { name: `View submission from Adam ${tag}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Contact Submission Details' })
  await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute('href', new RegExp(`subject=Re%3A%20Volunteering%20${tag}`))
  await dialog.getByLabel('Submission status').selectOption('responded')
  await expect(page.getByText('Contact submission marked as responded.')).toBeVisible()
  await expect(dialog.getByLabel('Submission status')).toHaveValue('responded')
  await page.keyboard.press('Escape')

  await page.reload()
  await search(page, tag)
  await expect(page.getByLabel(`Status for Bella ${tag}`).first()).toHaveValue('read')
  await expect(page.getByLabel(`Status for Adam ${tag}`).first()).toHaveValue('responded')
})

test('adds, switches off and deletes a notification recipient', async ({ page }) => {
  const name = unique('Recipient ')
  const email = `${unique('r')}@example.org`
  await signInToDashboard(page)
  await page.getByRole('tab', { name: /Notifications/ }).click()
  await page.getByRole('button', { name: 'Add Recipient' }).click()
  const save = page.getByRole('button', { name: 'Save Recipient' })
  await expect(save).toBeDisabled()
  await page.getByLabel('Name').fill(name)
  await expect(save).toBeDisabled()
  await page.getByLabel('Email').fill(email)
  await save.click()
  await expect(page.getByText('Notification recipient has been added successfully.')).toBeVisible()

  const row = page.getByRole('listitem').filter({ hasText: email })
  await expect(row.getByText('Active')).toBeVisible()
  await row.getByText('Active').click()
  await expect(page.getByText('Recipient status has been updated.')).toBeVisible()
  await expect(row.getByText('Inactive')).toBeVisible()
  // The toast may sit over the row's Delete button in the bottom corner (and stays while hovered).
  await page.getByRole('button', { name: 'Dismiss notification' }).click()

  await row.getByRole('button', { name: `Delete ${name}` }).click()
  await expect(page.getByText('Notification recipient has been removed.')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('the dashboard, its tabs and the details dialog have no axe violations', async ({ page, request }) => {
  const tag = await seedContacts(request)
  await signInToDashboard(page)
  expect(await axeViolations(page)).toEqual([])
  await search(page, tag)
  await page.getByRole('button', { name: `View submission from Bella ${tag}` }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  for (const tab of ['Newsletter', 'Notifications']) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click()
    // The panel left behind may still be closing: wait for the chosen one.
    await expect(page.getByRole('tabpanel', { name: new RegExp(tab) })).toBeVisible()
    expect(await axeViolations(page), tab).toEqual([])
  }
})
