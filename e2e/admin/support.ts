// What the admin journeys create for themselves: admins with unique e-mails, contact submissions
// with unique text, and the sign-in step. Two-step sign-in is required of staff (issue 57): an
// admin made here has an authenticator with a known key (scripts/testing/test-authenticator.ts)
// unless asked for one without, and signs in with its password and a code.
import { expect, request, test, type Cookie, type Page } from '@playwright/test'
import { ensureLocalAdmin } from '../../scripts/admin/local-admin.ts'
import { addTestAuthenticator, unusedTestCode } from '../../scripts/testing/test-authenticator.ts'

import { database } from '../support/test'

export const db = database
export const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export interface Account {
  email: string
  password: string
}

/**
 * A fresh account: an admin with an authenticator by default; `role: 'super_admin'`; `admin:
 * false` leaves a signed-in account without an admin role; `authenticator: false` a staff member
 * who has not set one up yet (their first sign-in leads to the set-up).
 */
export async function createAccount(
  { admin = true, authenticator = admin, role = 'admin' }: { admin?: boolean; authenticator?: boolean; role?: 'admin' | 'super_admin' } = {},
): Promise<Account> {
  const email = `${unique('e2e-admin-')}@example.org`
  const password = `pw-${unique('')}`
  const sql = db()
  try {
    const { userId } = await ensureLocalAdmin(sql, { email, password, role })
    if (!admin) await sql`delete from public.admin_users where user_id = ${userId}`
    if (authenticator) await addTestAuthenticator(sql, userId)
  } finally {
    await sql.end()
  }
  return { email, password }
}

/** Fills in and sends the sign-in form (the password step only). */
export async function signIn(page: Page, { email, password }: Account) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The code step after the password, on the two-step screen sign-in leads to. */
export async function enterCode(page: Page, { email }: Account) {
  await expect(page).toHaveURL(/\/admin\/two-step(\?|$)/, { timeout: 30_000 })
  await page.getByLabel('6-digit code').fill(await unusedTestCode(email))
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Signs in through the form with the password and the code of the account's authenticator. */
export async function signInWithCode(page: Page, account: Account) {
  await signIn(page, account)
  await enterCode(page, account)
}

/**
 * The worker's own super_admin (with an authenticator): each worker signs in its own account, so
 * two workers never spend the same code.
 */
let sharedAccount: Promise<Account> | undefined
export function workerAdmin(): Promise<Account> {
  sharedAccount ??= createAccount({ role: 'super_admin' })
  return sharedAccount
}

/**
 * The worker admin's session cookies, from one sign-in per worker through the API the sign-in
 * form posts to (password, then code). The sign-in screens themselves are tested in auth.spec.ts
 * and two-step.spec.ts; the journeys that only need a signed-in admin start from this session.
 */
let sharedSession: Promise<Cookie[]> | undefined
let sharedSince = 0
/**
 * A new sign-in after this long: /api ends a session unused for 30 minutes (issue 57), and a
 * worker may run other specs for that long between two admin journeys.
 */
const SHARED_SESSION_MS = 20 * 60_000
async function signInThroughApi(baseURL: string): Promise<Cookie[]> {
  const account = await workerAdmin()
  const api = await request.newContext({ baseURL })
  try {
    const answer = await api.post('/api/login', { data: account, headers: { origin: baseURL } })
    if (!answer.ok()) throw new Error(`POST /api/login answered ${answer.status()}: ${await answer.text()}`)
    const code = await unusedTestCode(account.email)
    const verified = await api.post('/api/auth/two-step/verify', { data: { code }, headers: { origin: baseURL } })
    if (!verified.ok()) throw new Error(`POST /api/auth/two-step/verify answered ${verified.status()}: ${await verified.text()}`)
    return (await api.storageState()).cookies
  } finally {
    await api.dispose()
  }
}

/** Opens the admin screen at `path` as the worker's admin, signed in (one sign-in per worker). */
export async function openAsAdmin(page: Page, path: string) {
  if (!sharedSession || Date.now() - sharedSince > SHARED_SESSION_MS) {
    sharedSince = Date.now()
    sharedSession = signInThroughApi(test.info().project.use.baseURL!)
  }
  await page.context().addCookies(await sharedSession)
  await page.goto(path)
}

/** The worker's admin, signed in, on the dashboard with its contacts loaded. */
export async function signInToDashboard(page: Page) {
  await openAsAdmin(page, '/admin')
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('tab', { name: /Contacts/ })).toBeVisible({ timeout: 20_000 })
}

/** The admin shell's section navigation (the sidebar from the lg breakpoint up, the drawer below it). */
export const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })

/** Opens an admin section from the sidebar and waits for its page. `name` is the link's text, e.g. 'Events'. */
export async function openSection(page: Page, name: string, heading = name) {
  await sectionNav(page).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({ timeout: 30_000 })
}

/** From the admin: the Events section's New Event form with its title, description, place and start (New Jersey time) filled in. */
export async function startNewEvent(page: Page, event: { title: string; description: string; location: string; starts: string }) {
  await openSection(page, 'Events')
  await page.getByRole('button', { name: 'New Event' }).click()
  await page.getByLabel(/^Title/).fill(event.title)
  await page.getByLabel(/^Description/).fill(event.description)
  await page.getByLabel(/^Location/).fill(event.location)
  await page.getByLabel(/^Starts/).fill(event.starts)
}

/**
 * Moves to the admin screen at `path` as staff do, by its link in the section navigation: the
 * sidebar, or on a phone the admin menu's drawer. A screen with no link there is opened by address.
 */
export async function goToScreen(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return
  const sidebar = sectionNav(page)
  if (!(await sidebar.isVisible())) await page.getByRole('button', { name: 'Open admin menu' }).click()
  const link = sidebar.locator(`a[href="${path}"]`)
  if ((await link.count()) === 0) {
    await page.keyboard.press('Escape')
    await page.goto(path)
    return
  }
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === path)
  await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeHidden()
}
