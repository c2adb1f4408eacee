// What the admin journeys create for themselves: admins with unique e-mails (never the shared
// E2E admin's password), contact submissions with unique text, and the sign-in step.
import { expect, type Page } from '@playwright/test'
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

export async function signInToDashboard(page: Page) {
  await signIn(page, sharedAdmin)
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
