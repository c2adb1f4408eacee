import { readFile } from 'node:fs/promises'
import type postgres from 'postgres'
import { expect, test, type Page } from '../support/test'
import { axeViolations } from '../support/axe'
import { openSection, sectionNav, signInToDashboard, unique } from '../admin/support'

test.describe.configure({ timeout: 150_000 })
const LOAD = { timeout: 30_000 }

/** An upcoming full event: three registered families and one waiting. */
async function eventAtTheDoor(sql: postgres.Sql) {
  const title = `Sensory Friendly Concert ${unique('')}`
  const [event] = await sql<{ id: string; slug: string }[]>`insert into public.events (slug, title, description, event_date,
      location, max_capacity, published)
    values (${unique('door-list-')}, ${title}, 'Soft music.', now() + interval '5 days', 'Livingston, NJ', 6, true) returning id, slug`
  const register = (name: string, guests: number, accommodations: string | null, requests: string | null) =>
    sql`select public.register_for_event(${event!.id}, ${name}, ${`${unique('door')}@example.org`}, '973-555-0142',
      ${guests}, ${requests}, ${accommodations})`
  await register('Robin Park', 1, 'Ear defenders', 'Seats near the exit')
  await register('Jordan Ellis', 2, 'ASL interpreter', null)
  await register('Casey Nguyen', 0, null, '=cmd|calc') // formula-looking text must stay text in the CSV
  await sql`select public.join_waitlist(${event!.id}, 'Waiting Family', ${`${unique('wait')}@example.org`}, null, 1, null, null)`
  return { ...event!, title }
}

async function openDoorList(page: Page, title: string) {
  await signInToDashboard(page)
  await openSection(page, 'Events')
  await page.getByRole('button', { name: `Door list for ${title}` }).click(LOAD)
  const doorList = page.getByRole('region', { name: `Door List: ${title}` })
  await expect(doorList.getByRole('cell', { name: 'Robin Park', exact: true })).toBeVisible(LOAD)
  return doorList
}

/** axe on the view itself: open toasts are closed first (mid-animation they blend colours). */
async function viewViolations(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' })
  for (let i = 0; i < 5 && (await dismiss.count()) > 0; i++) await dismiss.first().click({ timeout: 2_000 }).catch(() => {})
  await expect(dismiss).toHaveCount(0, { timeout: 20_000 })
  return axeViolations(page)
}

test('staff check families in, search, cancel a registration (the waitlist is offered the seats) and download the CSV', async ({ page, sql }) => {
  const event = await eventAtTheDoor(sql)
  const doorList = await openDoorList(page, event.title)
  const counts = doorList.getByRole('list', { name: 'Counts' }).or(doorList.getByLabel('Counts'))
  await expect(counts).toContainText('3 families')
  await expect(counts).toContainText('6 of 6 taken')
  await expect(counts).toContainText('0 of 3 (0 people)')
  expect(await viewViolations(page)).toEqual([])

  await doorList.getByRole('checkbox', { name: /^Checked in: Jordan Ellis/ }).check({ force: true })
  await expect(counts).toContainText('1 of 3 (3 people)')
  const [stored] = await sql`select checked_in_at is not null as "in" from public.event_registrations
    where event_id = ${event.id} and attendee_name = 'Jordan Ellis'`
  expect(stored).toEqual({ in: true })

  await doorList.getByLabel('Search families').fill('interpreter')
  await expect(doorList.getByRole('cell', { name: 'Jordan Ellis', exact: true })).toBeVisible()
  await expect(doorList.getByRole('cell', { name: 'Robin Park', exact: true })).toHaveCount(0)
  await doorList.getByLabel('Search families').fill('')

  await doorList.getByRole('button', { name: 'Cancel registration: Robin Park' }).click()
  await doorList.getByRole('button', { name: 'Confirm: cancel the registration of Robin Park' }).click()
  await expect(doorList.getByRole('cell', { name: 'Robin Park', exact: true })).toHaveCount(0)
  const waitlist = doorList.getByRole('table', { name: 'Waitlist' })
  await expect(waitlist.getByText(/^Offered until/)).toBeVisible()
  expect(await viewViolations(page)).toEqual([])

  const download = page.waitForEvent('download')
  await doorList.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
  expect(lines[0]).toBe('Name,Email,Phone,Guests,Party size,Accommodations,Special requests,Status,Registered,Checked in,Checked in at')
  expect(lines.find((l) => l.startsWith('Jordan Ellis'))).toMatch(/,confirmed,[^,]+,Yes,\d{4}-/)
  expect(lines.find((l) => l.startsWith('Robin Park'))).toMatch(/,cancelled,[^,]+,No,$/)
  expect(lines.find((l) => l.startsWith('Casey Nguyen'))).toContain(",'=cmd|calc,")
})

test('the door list prints on paper without the admin chrome or controls', async ({ page, sql }) => {
  const event = await eventAtTheDoor(sql)
  const doorList = await openDoorList(page, event.title)
  await doorList.getByRole('checkbox', { name: /^Checked in: Robin Park/ }).check({ force: true })
  await expect(doorList.getByRole('checkbox', { name: /^Checked in: Robin Park, \d/ })).toBeChecked()

  await page.emulateMedia({ media: 'print' })
  await expect(doorList).toBeVisible()
  await expect(doorList.getByRole('heading', { name: `Door List: ${event.title}` })).toBeVisible()
  await expect(doorList.getByText('Ear defenders')).toBeVisible()
  await expect(doorList.getByRole('cell', { name: 'Waiting Family', exact: true })).toBeVisible()
  // the rest of the admin area and every control are gone from paper
  await expect(sectionNav(page)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeHidden()
  for (const name of ['Print', 'Export CSV', 'Back to Events', 'Cancel registration: Jordan Ellis', 'Offer seats: Waiting Family']) {
    await expect(doorList.getByRole('button', { name })).toBeHidden()
  }
  await expect(doorList.getByLabel('Search families')).toBeHidden()
  // tick boxes to mark by hand instead of switches
  await expect(doorList.getByText('☑')).toHaveCount(1)
  await expect(doorList.getByText('☐')).toHaveCount(2)
  const pdf = await page.pdf({ format: 'Letter' })
  expect(pdf.byteLength).toBeGreaterThan(1000)

  await page.emulateMedia({ media: 'screen' })
  await expect(doorList.getByRole('button', { name: 'Print' })).toBeVisible()
  await expect(doorList.getByText('☐').first()).toBeHidden()
})
