// Issue 32, item 3, as staff do it on the real stack: schedule a post in New Jersey time and see
// it appear when its time comes (the clock injected by moving its publish_at into the past, then
// the notify drain's purge of its cache tags: the next visit after it gets the new page), cancel an event a family registered for
// (at phone width, with the keyboard) and delete a post, each after a confirmation that axe passes.
import { expect, test, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { onNewJerseyClock } from '../support/new-jersey-clock'
import { slugify } from '../../supabase/functions/_shared/contract/admin-content.ts'
import { db, openAsAdmin, openSection, signInToDashboard, unique } from '../admin/support'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' })
  for (let i = 0; i < 5 && (await dismiss.count()) > 0; i++) await dismiss.first().click({ timeout: 2_000 }).catch(() => {})
  await expect(dismiss).toHaveCount(0, { timeout: 20_000 })
}

test('schedule a post and see it appear when its time comes (clock injected)', async ({ page }) => {
  const title = `Autumn Open House ${unique('')}`
  const slug = slugify(title)
  const when = new Date(Date.now() + 2 * 3600_000)
  const clock = onNewJerseyClock(when)

  await signInToDashboard(page)
  await openSection(page, 'Blog')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel(/^Title/).fill(title)
  await page.getByRole('textbox', { name: /^Content/ }).fill('Doors open at ten.\n\nEveryone is welcome.')
  await page.locator('label').filter({ hasText: /^Published$/ }).click()
  await page.getByLabel('Publish at').fill(clock.input)
  await page.getByRole('button', { name: 'Save' }).click()

  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible(LOAD)
  await expect(row.getByText(clock.shown)).toBeVisible()
  await dismissToasts(page)
  expect(await axeViolations(page)).toEqual([])

  // not public before its time: not on /blog, and its page is the 404
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD)
  await expect(page.getByText(title)).toHaveCount(0)
  expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404)

  const sql = db()
  try {
    // the time comes: the clock moves past publish_at; the notify drain (every second on the
    // local stack, every minute deployed) queues its cache tags and sends them to the purge
    // endpoint (what it queues: supabase/tests/db/scheduled-content.test.ts)
    const moved = await sql`update public.blog_posts set publish_at = now() - interval '1 second'
      where slug = ${slug} returning id`
    expect(moved).toHaveLength(1)
  } finally {
    await sql.end()
  }

  await expect.poll(async () => {
    await page.goto('/blog')
    return page.getByText(title).count()
  }, { message: 'the post is on /blog once the drain has purged the list', ...LOAD }).toBeGreaterThan(0)
  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible(LOAD)
  await expect(page.getByText('Everyone is welcome.')).toBeVisible()
})

test('on a phone, with the keyboard: cancel an event a family registered for, and see it cancelled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const title = `Sensory Story Time ${unique('')}`
  const slug = slugify(title)
  const email = `${unique('family')}@example.org`
  const sql = db()
  try {
    const [event] = await sql<{ id: string }[]>`insert into public.events (slug, title, description, location, event_date, published)
      values (${slug}, ${title}, 'Stories in a quiet room.', 'Livingston, NJ', now() + interval '20 days', true) returning id`
    await sql`select public.register_for_event(${event!.id}, 'Robin Park', ${email}, null, 0, null, null)`
  } finally {
    await sql.end()
  }

  await openAsAdmin(page, '/admin/events')
  const cancel = page.getByRole('button', { name: `Cancel ${title}` })
  await expect(cancel).toBeVisible(LOAD)
  await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0)
  await cancel.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: `Cancel “${title}”?` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('1 registered family will be e-mailed that it is cancelled.', { exact: false })).toBeVisible()
  // the safe choice has the focus; Escape keeps the event
  await expect(dialog.getByRole('button', { name: 'Keep Event' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await cancel.click()
  await dialog.getByRole('button', { name: 'Cancel Event' }).click()
  await expect(page.getByText('Event cancelled. 1 family is being e-mailed.')).toBeVisible(LOAD)
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible(LOAD)

  const check = db()
  try {
    const mails = await check`select kind from public.email_outbox where recipient = ${email} order by created_at`
    expect(mails.map((m) => m.kind)).toEqual(['registration_confirmation', 'event_cancelled'])
  } finally {
    await check.end()
  }

  await page.goto(`/events/${slug}`)
  await expect(page.getByText('Event Cancelled')).toBeVisible(LOAD)
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

test('delete a post after its confirmation', async ({ page }) => {
  const title = `Old Announcement ${unique('')}`
  const sql = db()
  try {
    await sql`insert into public.blog_posts (slug, title, content, published) values (${slugify(title)}, ${title}, 'Text.', true)`
  } finally {
    await sql.end()
  }
  await signInToDashboard(page)
  await openSection(page, 'Blog')
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Delete “${title}”?` })
  await expect(dialog.getByRole('button', { name: 'Keep Post' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Delete Post' }).click()
  await expect(page.getByText('Post deleted.')).toBeVisible(LOAD)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
  expect((await page.request.get(`/api/blog/${slugify(title)}`)).status()).toBe(404)
})
