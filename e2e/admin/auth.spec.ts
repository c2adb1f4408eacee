import { expect as baseExpect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { waitForMail } from '../events/fixtures'
import { createAccount, enterCode, signIn } from './support'

// The stack shares two cores with other runs: allow slow pages and axe passes.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

test('a wrong password shows the alert; the right one and the code open the dashboard', async ({ page }) => {
  const account = await createAccount()
  await signIn(page, { email: account.email, password: 'not-the-password' })
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i)
  await expect(page).toHaveURL(/\/admin\/login/)

  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await enterCode(page, account)
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/)
})

test('a signed-out visitor is sent to sign in and then back to /admin', async ({ page }) => {
  const account = await createAccount()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin/)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await enterCode(page, account)
  await expect(page).toHaveURL(/\/admin$/)
})

test('a signed-in account without an admin role is sent home', async ({ page }) => {
  const account = await createAccount({ admin: false })
  await signIn(page, account)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/$/)
})

test('forgot password → the e-mail → reset → sign in with the new password → set up two-step sign-in', async ({ page }) => {
  // a new staff member, no authenticator yet: the reset asks for no code (the code step: reset-two-step tests)
  const account = await createAccount({ authenticator: false })
  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  // The sign-in page has an Email field too: fill the new page's.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(
    page.getByText('If an account exists with the email you provided, you will receive a password reset link shortly.'),
  ).toBeVisible()

  const mail = await waitForMail(account.email)
  const link = /https?:\/\/[^\s"<>]*\/admin\/reset-password\?token=[^\s"<>]+/.exec(mail)?.[0]
  expect(link, 'reset link in the mail').toBeTruthy()
  const url = new URL(link!.replace(/&amp;/g, '&'))
  await page.goto(`${url.pathname}${url.search}`)

  const newPassword = 'brand-new-password-42'
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Your password has been reset successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 6000 })

  await signIn(page, { email: account.email, password: account.password })
  await expect(page.getByRole('alert')).toBeVisible()
  await signIn(page, { email: account.email, password: newPassword })
  // two-step sign-in is required: their first sign-in leads to setting it up
  await expect(page).toHaveURL(/\/admin\/two-step-setup/)
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()
})

test('the sign-in screens have no axe violations', async ({ page }) => {
  for (const path of ['/admin/login', '/admin/forgot-password', '/admin/reset-password', '/admin/reset-password?token=x']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axeViolations(page), path).toEqual([])
  }
})
