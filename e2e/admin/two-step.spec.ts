// Two-step sign-in end to end (issue 34, item 1): a super admin sets up an authenticator (the
// test reads the key from the page's text and computes the codes itself, RFC 6238 with
// node:crypto in scripts/testing/totp.ts), signs out, signs in with password and code; then
// requires it for every staff account and another admin is taken to set-up and sees nothing
// else. axe on each new screen. The staff-wide rule is one row for the whole site: it is on for
// a few seconds only, turned off again whatever happens, and the spec runs alone after all
// the others (the site-wide-rules project in playwright.config.ts).
import { expect, test, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { ensureLocalAdmin } from '../../scripts/admin/local-admin.ts'
import { totpCode } from '../../scripts/testing/totp.ts'
import { createAccount, db, sectionNav, signIn, unique } from './support'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

async function createSuperAdmin() {
  const email = `${unique('e2e-super-')}@example.org`
  const password = `pw-${unique('')}`
  const sql = db()
  try {
    await ensureLocalAdmin(sql, { email, password, role: 'super_admin' })
  } finally {
    await sql.end()
  }
  return { email, password }
}

async function settled(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0, LOAD)
}

test('set up an authenticator, sign out, sign in with password and code; require it for all staff', async ({ page, browser }) => {
  const boss = await createSuperAdmin()
  await signIn(page, boss)
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible(LOAD)

  await sectionNav(page).getByRole('link', { name: 'Two-step sign-in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible(LOAD)
  await settled(page)
  expect(await axeViolations(page), 'security page').toEqual([])

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  await page.getByLabel('Name of this authenticator').fill('Work phone')
  await page.getByRole('button', { name: 'Set up authenticator' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible(LOAD)
  const key = (await page.getByLabel('Setup key').inputValue()).replace(/\s+/g, '')
  expect(key).toMatch(/^[A-Z2-7]{32}$/)
  expect(await axeViolations(page), 'QR code and key').toEqual([])
  await page.getByLabel('6-digit code').fill(totpCode(key))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('button', { name: 'Remove Work phone' })).toBeVisible(LOAD)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin\/login/, LOAD)
  await signIn(page, boss)
  await expect(page).toHaveURL(/\/admin\/two-step/, LOAD)
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible(LOAD)
  expect(await axeViolations(page), 'code page').toEqual([])
  // the confirming code is spent: the next step's code (GoTrue accepts one step either side)
  await page.getByLabel('6-digit code').fill(totpCode(key, { offset: 1 }))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible(LOAD)

  const other = await createAccount()
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    await page.goto('/admin/security')
    await settled(page)
    const rule = page.getByRole('checkbox', { name: 'Require two-step sign-in for every staff account' })
    await rule.check({ force: true })
    await expect(rule).toBeChecked(LOAD)

    const second = await phone.newPage()
    await signIn(second, other)
    await expect(second).toHaveURL(/\/admin\/two-step-setup/, LOAD)
    await expect(second.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible(LOAD)
    expect(await axeViolations(second), 'set-up page at phone width').toEqual([])
    // nothing else of the admin area meanwhile
    await second.goto('/admin/contacts')
    await expect(second).toHaveURL(/\/admin\/two-step-setup/, LOAD)
    await expect(second.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0)
  } finally {
    const sql = db()
    await sql`update public.staff_security_settings set require_two_step = false`.finally(() => sql.end())
    await phone.close()
  }
})
