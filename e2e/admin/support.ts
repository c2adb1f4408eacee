// What the admin journeys create for themselves: admins with unique e-mails (never the shared
// E2E admin's password), contact submissions with unique text, and the sign-in step.
import { expect, request, test, type Cookie, type Page } from '@playwright/test'
import { ensureLocalAdmin } from '../../scripts/admin/local-admin.ts'

import { database } from '../support/test'

export const db = database
export const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const sharedAdmin = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! }

/** A fresh admin account; `admin: false` leaves a signed-in account without an admin role. */
export async function createAccount({ admin = true } = {}) {
  const email = `${unique('e2e-admin-')}@example.org`
  const password = `pw-${unique('')}`
  const sql = db()
  try {
    const { userId } = await ensureLocalAdmin(sql, { email, password, role: 'admin' })
    if (!admin) await sql`delete from public.admin_users where user_id = ${userId}`
  } finally {
    await sql.end()
  }
  return { email, password }
}

export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * The shared admin's session cookies, from one sign-in per worker through the API the sign-in
 * form posts to. The sign-in screens themselves are tested in auth.spec.ts and two-step.spec.ts;
 * the journeys that only need a signed-in admin start from this session instead of the form.
 */
let sharedSession: Promise<Cookie[]> | undefined
let sharedSince = 0
/**
 * A new sign-in after this long: /api ends a session unused for 30 minutes (issue 57), and a
 * worker may run other specs for that long between two admin journeys.
 */
const SHARED_SESSION_MS = 20 * 60_000
async function signInThroughApi(baseURL: string): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL })
  try {
    const answer = await api.post('/api/login', { data: sharedAdmin, headers: { origin: baseURL } })
    if (!answer.ok()) throw new Error(`POST /api/login answered ${answer.status()}: ${await answer.text()}`)
    return (await api.storageState()).cookies
  } finally {
    await api.dispose()
  }
}

/** Opens the admin screen at `path` as the shared admin, signed in (one sign-in per worker). */
export async function openAsAdmin(page: Page, path: string) {
  if (!sharedSession || Date.now() - sharedSince > SHARED_SESSION_MS) {
    sharedSince = Date.now()
    sharedSession = signInThroughApi(test.info().project.use.baseURL!)
  }
  await page.context().addCookies(await sharedSession)
  await page.goto(path)
}

/** The shared admin, signed in, on the dashboard with its contacts loaded. */
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
