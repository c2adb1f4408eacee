import type postgres from 'postgres'
import { expect, test, type Page } from '../support/test'
import { signId } from '../../supabase/functions/_shared/signed-token.ts'
import { UNSUBSCRIBE_PURPOSE } from '../../supabase/functions/_shared/routes/newsletter-unsubscribe.ts'
import { loadConfig } from '../../scripts/stack/config.ts'
import { axeViolations } from '../support/axe'
import { untilHydrated } from '../support/hydration'
import { unique } from './fixtures'

const rowsFor = (sql: postgres.Sql, email: string) => sql`select email from public.newsletter_signups where lower(email) = lower(${email})`

async function subscribe(page: Page, email: string) {
  await page.goto('/#newsletter')
  const form = page.getByRole('form', { name: 'Newsletter signup' })
  // Home's far sections start as the visitor reaches them; sent before, the browser posts the form
  // itself and shows the result page (forms-before-start.spec.ts): this journey is the started form's.
  await untilHydrated(form)
  await form.getByRole('textbox', { name: /email address/i }).fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Almost done! Check your email and confirm your subscription.")).toBeVisible()
  await expect(form.getByRole('textbox', { name: /email address/i })).toHaveValue('')
}

test('subscribing twice with different capitalisation stores one row; the unsubscribe link removes it', async ({ page, sql }) => {
  test.setTimeout(90_000)
  const email = `${unique('reader')}@example.org`
  await subscribe(page, email)
  await subscribe(page, email.toUpperCase())
  expect(await rowsFor(sql, email)).toHaveLength(1)

  const secret = loadConfig({ LINK_SIGNING_SECRET: process.env.LINK_SIGNING_SECRET }).linkSigningSecret
  const token = await signId(secret, UNSUBSCRIBE_PURPOSE, email.toLowerCase())
  await page.goto(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from Our Newsletter' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText("You've been unsubscribed from our newsletter.")).toBeVisible()
  expect(await rowsFor(sql, email)).toHaveLength(0)
})
