// Issue 34 end to end: a contact's status change and a contacts CSV export both appear in the
// audit trail; a staff member ends their session on another browser, which is signed out at its
// next step; the inactivity warning takes focus on "Stay signed in"; axe finds nothing on the new
// screens.
import { expect as baseExpect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { createAccount, sectionNav, signInToDashboard, signInWithCode, unique, workerAdmin } from './support'
import { humanProof } from '../support/human-proof'

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

test('a status change and a contacts export are in the audit trail', async ({ page, request }) => {
  const tag = unique('au')
  const posted = await request.post('/api/contact', {
    data: { name: `Dana ${tag}`, email: `dana-${tag}@example.org`, phone: '9735550142', subject: `Audit ${tag}`, message: `Question ${tag}`, altcha: await humanProof(request) },
  })
  expect(posted.status()).toBeLessThan(300)
  await signInToDashboard(page)
  const admin = await workerAdmin()
  await page.getByLabel('Search submissions').fill(tag)
  await expect(page.getByRole('heading', { name: /^Contact Submissions \(1 of \d+\)$/ })).toBeVisible()
  await page.getByLabel(`Status for Dana ${tag}`).first().selectOption('responded')
  await expect(page.getByText('Contact submission marked as responded.')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d\d-\d\d\.csv$/)

  await sectionNav(page).getByRole('link', { name: 'Audit Trail', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Audit entries' })
  // other specs write to the same trail at the same time: rows are found by what they say, not by place
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Contact status changed' })
  await expect(table.getByTestId('audit-row').filter({ hasText: 'to: responded' }).filter({ hasText: 'from: unread' })
    .filter({ hasText: admin.email }).first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'CSV exported' })
  await expect(table.getByTestId('audit-row').filter({ hasText: 'Contacts' }).filter({ hasText: 'rows: 1' })
    .filter({ hasText: admin.email }).first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('ending another session signs that browser out', async ({ page, browser }) => {
  const account = await createAccount()
  await signInWithCode(page, account)
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible()

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signInWithCode(otherPage, account)
  await expect(otherPage.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible()

  await sectionNav(page).getByRole('link', { name: 'Your Sessions', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Sessions' })).toBeVisible()
  const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')
  await expect(sessions).toHaveCount(2)
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])

  await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Sign out / }).click()
  await expect(sessions).toHaveCount(1)

  // the other browser's next step finds its session gone
  await otherPage.reload()
  await expect(otherPage).toHaveURL(/\/admin\/login/)
  await expect(otherPage.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await other.close()

  // this one still works
  await page.reload()
  await expect(page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(1)
})

test('after 30 minutes without activity, an alert dialog offers to stay signed in', async ({ page }) => {
  await page.clock.install()
  const account = await createAccount()
  await signInWithCode(page, account)
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible()
  await page.clock.fastForward('30:01')
  const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Enter')
  // closed (gone, or still fading out: the dialog's closing state is Chakra's data-state styling hook)
  await expect(page.locator('[role="alertdialog"][data-state="open"]')).toHaveCount(0)
  // and the countdown stopped: well past its two minutes, the admin is still signed in here
  await page.clock.fastForward('02:30')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible()
})
