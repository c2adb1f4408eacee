import type postgres from 'postgres'
import { expect, test, type Page } from '../support/test'
import { signId } from '../../supabase/functions/_shared/signed-token.ts'
import { UNSUBSCRIBE_PURPOSE } from '../../supabase/functions/_shared/routes/newsletter-unsubscribe.ts'
import { CONFIRM_PURPOSE } from '../../supabase/functions/_shared/mail/templates/newsletter-confirmation.ts'
import { loadConfig } from '../../scripts/stack/config.ts'
import { axeViolations, axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'
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
  await expect(page.getByText('Almost done! Check your email and confirm your subscription.')).toBeVisible()
  await expect(form.getByRole('textbox', { name: /email address/i })).toHaveValue('')
}

/** The token of the link the confirmation e-mail carries (mail/templates/newsletter-confirmation.ts). */
const confirmToken = (email: string) =>
  signId(loadConfig({ LINK_SIGNING_SECRET: process.env.LINK_SIGNING_SECRET }).linkSigningSecret, CONFIRM_PURPOSE, email.toLowerCase())

test('a sign-up is pending until its e-mail\'s link confirms it; the confirmation page is accessible in both languages', async ({ page, sql }) => {
  test.setTimeout(90_000)
  const email = `${unique('confirming')}@example.org`
  await subscribe(page, email)
  expect(await sql`select confirmed_at from public.newsletter_signups where email = ${email}`).toEqual([{ confirmed_at: null }])
  expect(await sql`select 1 from public.email_outbox where kind = 'newsletter_confirmation' and recipient = ${email}`).toHaveLength(1)
  const token = encodeURIComponent(await confirmToken(email))

  await page.goto(`/es/newsletter/confirm?token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme su suscripción a nuestro boletín' })).toBeVisible()
  expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)

  await page.goto(`/newsletter/confirm?token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Newsletter Subscription' })).toBeVisible()
  expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByText("You're subscribed to our newsletter. Thank you!")).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const [row] = await sql<{ confirmed: boolean }[]>`select confirmed_at is not null as confirmed from public.newsletter_signups where email = ${email}`
  expect(row).toEqual({ confirmed: true })
})

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
