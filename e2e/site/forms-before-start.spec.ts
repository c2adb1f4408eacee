// The public forms sent before the app has started (issue 56): with JavaScript off, and with
// the page's code held back until after the click. The browser posts the form itself to /api, which
// answers 303 to the page that says what happened. Nothing typed may appear in any address the page
// visits (it used to GET /contact?name=…&email=…). The newsletter is stored once; a form guarded by
// the proof-of-work check (issue 57.7: contact, registration, applications) is held once, its
// address mailed one link, and its page says so (/forms/held). With JavaScript off, the mailed link
// opens a page that stores nothing until its button is pressed, which stores it; before the app
// started, the held page sends it once the app runs there (the check with it). Either way exactly
// one record is stored.
import type { Page } from '@playwright/test'
import type postgres from 'postgres'
import { loadConfig } from '../../scripts/stack/config.ts'
import { HELD_MAIL_PAGE, HELD_MAIL_PURPOSE } from '../../supabase/functions/_shared/contract/held.ts'
import { signId } from '../../supabase/functions/_shared/signed-token.ts'
import { axeViolations } from '../support/axe'
import { holdCode } from '../support/hold-code'
import { expect, test } from '../support/test'

/** A one-page PDF, just enough for the API's byte check to see a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n')
const LOAD = { timeout: 30_000 }

type Typed = { name: string; email: string; words: string }
interface Form {
  name: string
  path: string
  fill: (page: Page, typed: Typed) => Promise<void>
  submit: string
  /** the result page's heading */
  says: string
  count: (sql: postgres.Sql, email: string) => Promise<number>
  /** The form carries the proof-of-work check: sent without it, it is held until confirmed. */
  checked: boolean
}

const rows = async (query: PromiseLike<readonly unknown[]>) => (await query).length

const FORMS: Form[] = [
  {
    name: 'contact',
    path: '/contact',
    fill: async (page, typed) => {
      await page.getByLabel(/^Full Name/).fill(typed.name)
      await page.getByLabel(/^Email Address/).fill(typed.email)
      await page.getByLabel(/^Subject/).fill(`Question ${typed.words}`)
      await page.getByLabel(/^Message/).fill(`Please call me back about ${typed.words}.`)
    },
    submit: 'Send Message',
    says: 'Message Sent!',
    count: (sql, email) => rows(sql`select 1 from public.contact_submissions where email = ${email}`),
    checked: true,
  },
  {
    name: 'newsletter',
    path: '/',
    fill: async (page, typed) => {
      await page.getByRole('form', { name: 'Newsletter signup' }).getByRole('textbox', { name: 'Email address' }).fill(typed.email)
    },
    submit: 'Subscribe',
    says: 'Success!',
    count: (sql, email) => rows(sql`select 1 from public.newsletter_signups where email = ${email}`),
    checked: false,
  },
  {
    name: 'event registration',
    path: '/events/family-resource-fair/register',
    fill: async (page, typed) => {
      await page.getByLabel(/^Full Name/).fill(typed.name)
      await page.getByLabel(/^Email Address/).fill(typed.email)
      await page.getByLabel(/^Special Requests/).fill(typed.words)
    },
    submit: 'Complete Registration',
    says: 'Registration Successful!',
    count: (sql, email) => rows(sql`select 1 from public.event_registrations where attendee_email = ${email}`),
    checked: true,
  },
  {
    // a series' dates in one go (issue 61): its checkboxes post every date ticked as eventIds
    name: 'series registration',
    path: '/events/series/sensory-friendly-film-morning',
    fill: async (page, typed) => {
      await page.getByRole('group', { name: 'Choose dates' }).getByRole('checkbox', { disabled: false }).first().check()
      await page.getByLabel(/^Full Name/).fill(typed.name)
      await page.getByLabel(/^Email Address/).fill(typed.email)
      await page.getByLabel(/^Special Requests/).fill(typed.words)
    },
    submit: 'Complete Registration',
    says: 'Registration Successful!',
    count: (sql, email) => rows(sql`select 1 from public.event_registrations where attendee_email = ${email}`),
    checked: true,
  },
  {
    name: 'job application',
    path: '/jobs/support-coordinator/apply',
    fill: async (page, typed) => {
      await page.getByLabel(/^Full Name/).fill(typed.name)
      await page.getByLabel(/^Email Address/).fill(typed.email)
      await page.getByLabel(/^Phone Number/).fill('(973) 555-0100')
      await page.getByLabel(/^How did you hear about us\?/).selectOption('A job board')
      await page.getByLabel(/^Availability/).fill(`Weekdays, ${typed.words}`)
      await page.getByLabel(/^Resume/).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF })
    },
    submit: 'Submit Application',
    says: 'Application Sent!',
    count: (sql, email) => rows(sql`select 1 from public.applications where email = ${email} and kind = 'job' and cv_path is not null`),
    checked: true,
  },
  {
    name: 'volunteer application',
    path: '/volunteer/apply',
    fill: async (page, typed) => {
      await page.getByLabel(/^Full Name/).fill(typed.name)
      await page.getByLabel(/^Email Address/).fill(typed.email)
      await page.getByLabel(/^Phone Number/).fill('(973) 555-0100')
      await page.getByLabel(/^How did you hear about us\?/).selectOption('An event')
      await page.getByLabel(/^Availability/).fill(`Saturdays, ${typed.words}`)
    },
    submit: 'Submit Application',
    says: 'Application Sent!',
    count: (sql, email) => rows(sql`select 1 from public.applications where email = ${email} and kind = 'volunteer'`),
    checked: true,
  },
]

const typedFor = (label: string): Typed => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
  return { name: `Robin Tester ${tag}`, email: `before-start-${label}-${tag}@example.org`, words: `marker${tag}` }
}

/** Every address the page asks for or goes to, from now on. */
function addressesOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => seen.push(request.url()))
  page.on('framenavigated', (frame) => seen.push(frame.url()))
  return seen
}

const HELD = 'Almost done: please confirm your form'

const held = async (sql: postgres.Sql, email: string) => ({
  forms: await rows(sql`select 1 from private.held_submissions where email = ${email}`),
  mails: await rows(sql`select 1 from public.email_outbox where kind = 'held_submission_confirmation' and recipient = ${email}`),
})

/** The link the held form's e-mail carries (mail/templates/held-submission-confirmation.ts), on the site under test. */
async function mailedLink(sql: postgres.Sql, email: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`select id from private.held_submissions where email = ${email}`
  const secret = loadConfig({ LINK_SIGNING_SECRET: process.env.LINK_SIGNING_SECRET }).linkSigningSecret
  return `${HELD_MAIL_PAGE}?token=${encodeURIComponent(await signId(secret, HELD_MAIL_PURPOSE, row!.id))}`
}

/**
 * Fills, sends, and checks: the result page (sent, or held for a checked form), nothing typed in
 * any address, one record (a held form and its one mail for a checked form, no record yet).
 */
async function sendAndCheck(page: Page, form: Form, typed: Typed, sql: postgres.Sql, beforeSubmit?: () => Promise<void>) {
  const seen = addressesOf(page)
  await form.fill(page, typed)
  await beforeSubmit?.()
  await page.getByRole('button', { name: form.submit }).click()
  await expect(page.getByRole('heading', { level: 1, name: form.checked ? HELD : form.says })).toBeVisible(LOAD)
  expect(new URL(page.url()).pathname).toMatch(form.checked ? /^\/forms\/held$/ : /^\/forms\/[a-z-]+-sent$/)
  await expect.poll(() => form.count(sql, typed.email)).toBe(form.checked ? 0 : 1)
  if (form.checked) expect(await held(sql, typed.email)).toEqual({ forms: 1, mails: 1 })
  return () => {
    const typedParts = [typed.email, encodeURIComponent(typed.email), typed.words, typed.name, encodeURIComponent(typed.name), typed.name.replaceAll(' ', '+')]
    for (const url of seen) for (const part of typedParts) expect(url, `${url} carries what was typed`).not.toContain(part)
  }
}

test.describe('with JavaScript off', () => {
  for (const form of FORMS) {
    test(`the ${form.name} form ${form.checked ? "is held, and the mailed link's page stores it once its button is pressed" : 'is stored once and says so'}, with nothing typed in the address`, async ({ browser, sql }) => {
      test.setTimeout(90_000)
      const context = await browser.newContext({ javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        await page.goto(form.path)
        const typed = typedFor(`nojs-${form.name.replaceAll(' ', '-')}`)
        const nothingTyped = await sendAndCheck(page, form, typed, sql)
        if (form.checked) {
          await page.goto(await mailedLink(sql, typed.email))
          await expect(page.getByRole('heading', { level: 1, name: 'Confirm and send your form' })).toBeVisible(LOAD)
          expect(await form.count(sql, typed.email)).toBe(0)
          await page.getByRole('button', { name: 'Confirm and send my form' }).click()
          await expect(page.getByRole('heading', { level: 1, name: form.says })).toBeVisible(LOAD)
          expect(await form.count(sql, typed.email)).toBe(1)
          expect((await held(sql, typed.email)).forms).toBe(0)
        }
        nothingTyped()
      } finally {
        await context.close()
      }
    })
  }
})

test.describe('before the app has started', () => {
  for (const form of FORMS) {
    test(`the ${form.name} form sent before the code runs ${form.checked ? 'is held, and its page sends it once the app starts' : 'is stored once and says so'}, with nothing typed in the address`, async ({ page, sql }) => {
      test.setTimeout(90_000)
      // the page's code is held back until after the click: the page is as the build wrote it
      const code = await holdCode(page)
      await page.goto(form.path, { waitUntil: 'domcontentloaded' })
      await expect(page.locator('html[data-app-started]')).toHaveCount(0)
      const typed = typedFor(`early-${form.name.replaceAll(' ', '-')}`)
      const nothingTyped = await sendAndCheck(page, form, typed, sql, async () => {
        // the page asks for its code once it has been painted: the click comes after that, with the code held
        await expect.poll(() => code.count(), { message: 'the page asked for its code, which is held', ...LOAD }).toBeGreaterThan(0)
        await expect(page.locator('html[data-app-started]')).toHaveCount(0)
      })
      await code.release()
      if (form.checked) {
        // the held page starts, runs the check and sends the form: it becomes the form's result page
        await expect(page.getByRole('heading', { level: 1, name: form.says })).toBeVisible(LOAD)
        expect(new URL(page.url()).pathname).toMatch(/^\/forms\/[a-z]+-sent$/)
        expect(await form.count(sql, typed.email)).toBe(1)
        expect((await held(sql, typed.email)).forms).toBe(0)
      }
      nothingTyped()
    })
  }
})

test.describe('the held form\'s pages', () => {
  for (const { prefix, title, sending, expired } of [
    { prefix: '', title: HELD, sending: /^Checking that you are not a robot/, expired: 'This link has expired' },
    { prefix: '/es', title: 'Casi listo: confirme su formulario', sending: /^Comprobando que no es un robot/, expired: 'Este enlace ya no es válido' },
  ]) {
    test(`are accessible while the check runs and once the link has expired (${prefix || '/'})`, async ({ page }) => {
      test.setTimeout(90_000)
      // the confirmation is held back, so the page stays on its check, the widget showing
      const confirm: { release?: () => void } = {}
      await page.route('**/api/held/confirm', (route) => new Promise<void>((resolve) => {
        confirm.release = () => void route.continue().then(resolve, resolve)
      }))
      await page.goto(`${prefix}/forms/held#not-a-real-token`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: sending })).toBeVisible(LOAD)
      await expect(page.locator('altcha-widget')).toBeVisible(LOAD)
      expect(await axeViolations(page)).toEqual([])
      await expect.poll(() => confirm.release !== undefined, LOAD).toBe(true)
      confirm.release!()
      // a token that names no held form: the expired page
      await expect(page.getByRole('heading', { level: 1, name: expired })).toBeVisible(LOAD)
      expect(new URL(page.url()).pathname).toBe(`${prefix}/forms/held-expired`)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
