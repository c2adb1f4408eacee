// Two-step sign-in end to end (issue 34, item 1; required of every staff account since issue 57):
// a new super admin's first sign-in leads to setting up an authenticator (the test reads the key
// from the page's text and computes the codes itself, RFC 6238 with node:crypto in
// scripts/testing/totp.ts), then the dashboard; signed out, they sign in with password and code.
// Another new admin is taken to the set-up and sees nothing else. axe on each screen.
import { expect, test, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { totpCode } from '../../scripts/testing/totp.ts'
import { createAccount, sectionNav, signIn } from './support'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

async function settled(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0, LOAD)
}

test('a new staff member sets up an authenticator at first sign-in, then signs in with password and code', async ({ page, browser }) => {
  const boss = await createAccount({ role: 'super_admin', authenticator: false })
  await signIn(page, boss)
  await expect(page).toHaveURL(/\/admin\/two-step-setup/, LOAD)
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible(LOAD)
  expect(await axeViolations(page), 'set-up page').toEqual([])
  // nothing else of the admin area meanwhile
  await page.goto('/admin/security')
  await expect(page).toHaveURL(/\/admin\/two-step-setup/, LOAD)
  await expect(sectionNav(page)).toHaveCount(0)

  await page.getByLabel('Name of this authenticator').fill('Work phone')
  await page.getByRole('button', { name: 'Set up authenticator' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible(LOAD)
  const key = (await page.getByLabel('Setup key').inputValue()).replace(/\s+/g, '')
  expect(key).toMatch(/^[A-Z2-7]{32}$/)
  expect(await axeViolations(page), 'QR code and key').toEqual([])
  await page.getByLabel('6-digit code').fill(totpCode(key))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/admin\/security$/, LOAD)

  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible(LOAD)
  await settled(page)
  await expect(page.getByRole('button', { name: 'Remove Work phone' })).toBeVisible(LOAD)
  await expect(page.getByRole('checkbox', { name: 'Require two-step sign-in for every staff account' })).toBeChecked()
  expect(await axeViolations(page), 'security page').toEqual([])

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

  const other = await createAccount({ authenticator: false })
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const second = await phone.newPage()
    await signIn(second, other)
    await expect(second).toHaveURL(/\/admin\/two-step-setup/, LOAD)
    await expect(second.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible(LOAD)
    expect(await axeViolations(second), 'set-up page at phone width').toEqual([])
    await second.goto('/admin/contacts')
    await expect(second).toHaveURL(/\/admin\/two-step-setup/, LOAD)
    await expect(second.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0)
    expect((await second.request.get('/api/contact')).status()).toBe(403)
  } finally {
    await phone.close()
  }
})
