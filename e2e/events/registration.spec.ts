import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { createEvent, unique, waitForMail } from './fixtures'


test('register with guests: seats drop, a calendar file and a confirmation mail arrive, its cancel link frees the seats', async ({ page, sql }) => {
  test.setTimeout(150_000)
  const event = await createEvent(sql, { title: `Family Craft Morning ${unique('t')}`, inDays: 20, capacity: 10 })
  const email = `${unique('attendee')}@example.org`
  const card = page.getByRole('complementary', { name: 'Registration' })

  await page.goto(`/events/${event.slug}`)
  await expect(card.getByText('10 seats left')).toBeVisible()
  await card.getByRole('link', { name: 'Register Now' }).click()

  await expect(page.getByRole('heading', { level: 1, name: /^Register for / })).toBeVisible()
  await page.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Jamie Rivera')
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(email)
  await page.getByRole('spinbutton', { name: 'Number of Guests' }).fill('2')
  await page.getByRole('textbox', { name: /Accessibility Accommodations/ }).fill('Wheelchair access, please')
  await page.getByRole('button', { name: 'Complete Registration' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Registration Confirmed!' })).toBeVisible()
  await expect(page.getByText('Registration Successful!')).toBeVisible()
  await expect(page.getByText('7 seats left')).toBeVisible()
  // The success toast is the shared toaster's (its green background fails contrast, reported);
  // this checks the confirmation screen itself.
  await page.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(page.getByText('Registration Successful!')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Add to Calendar/ }).click()])
  const ics = await readFile((await download.path())!, 'utf8')
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics).toContain('Family Craft Morning')

  const [stored] = await sql`select accommodations, number_of_guests from public.event_registrations where attendee_email = ${email}`
  expect(stored).toMatchObject({ accommodations: 'Wheelchair access, please', number_of_guests: 2 })

  const mail = await waitForMail(email)
  expect(mail).toMatch(/Content-Type: text\/calendar/i)
  const cancelUrl = mail.match(/https?:\/\/[^\s"<]+\/events\/cancel\?token=[^\s"<]+/)![0].replace(/&amp;/g, '&')
  await page.goto(new URL(cancelUrl).pathname + new URL(cancelUrl).search)
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel Your Registration' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Cancel My Registration' }).click()
  await expect(page.getByText(/registration has been cancelled/)).toBeVisible()

  await page.goto(`/events/${event.slug}`)
  await expect(card.getByText('10 seats left')).toBeVisible()
})

test("a full event shows 'Event Full' instead of Register Now", async ({ page, sql }) => {
  test.setTimeout(90_000)
  const event = await createEvent(sql, { title: `Small Workshop ${unique('t')}`, inDays: 10, capacity: 2 })
  await sql`insert into public.event_registrations (event_id, attendee_name, attendee_email, number_of_guests)
    values (${event.id}, 'Early Bird', ${`${unique('early')}@example.org`}, 1)`
  await page.goto(`/events/${event.slug}`)
  const card = page.getByRole('complementary', { name: 'Registration' })
  await expect(card.getByText('Event Full')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Register Now' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

test('a past event says it has taken place', async ({ page, sql }) => {
  const event = await createEvent(sql, { title: `Last Year's Picnic ${unique('t')}`, inDays: -30, capacity: 50 })
  await page.goto(`/events/${event.slug}`)
  await expect(page.getByText('Past Event')).toBeVisible()
  await expect(page.getByText(/already taken place/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Other Events' })).toBeVisible()
})

test("the registration page of a closed event shows 'Registration Closed'", async ({ page, sql }) => {
  test.setTimeout(90_000)
  const event = await createEvent(sql, { title: `Deadline Passed ${unique('t')}`, inDays: 5, deadlineInDays: -1 })
  await page.goto(`/events/${event.slug}/register`)
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Closed' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete Registration' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

// The seed's upcoming event whose registration deadline has passed (seats still free).
const DEADLINE_PASSED_SLUG = 'job-readiness-open-house'

test("an upcoming event past its deadline says 'Registration Closed' on its card and page, with no seat count", async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/events')
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="/events/${DEADLINE_PASSED_SLUG}"]`) })
  await expect(card.getByText('Upcoming Event')).toBeVisible()
  await expect(card.getByText('Registration Closed')).toBeVisible()
  await expect(card.getByText(/seats? left/)).toHaveCount(0)
  await expect(card.getByRole('link', { name: /Register Now/ })).toHaveCount(0)

  await card.getByRole('link', { name: /View Details/ }).click()
  const registration = page.getByRole('complementary', { name: 'Registration' })
  await expect(registration.getByText('Registration Closed')).toBeVisible()
  await expect(registration.getByText(/seats? left/)).toHaveCount(0)
  await expect(registration.getByRole('link', { name: 'Register Now' })).toHaveCount(0)
  await expect(registration.getByRole('link', { name: 'Contact Us' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('the events list and an event page have no WCAG 2.2 AA violations', async ({ page, sql }) => {
  test.setTimeout(90_000)
  const event = await createEvent(sql, { title: `Open House ${unique('t')}`, inDays: 15, capacity: 30, deadlineInDays: 10 })
  await page.goto('/events')
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.goto(`/events/${event.slug}`)
  await expect(page.getByText('Registration Deadline')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
