import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { createEvent, unique, waitForMail } from './fixtures'


/** The path and query of the first link to `page` in a mail. */
const linkIn = (mail: string, page: string) => {
  const url = new URL(mail.match(new RegExp(`https?://[^\\s"<]+/events/${page}\\?token=[^\\s"<]+`))![0].replace(/&amp;/g, '&'))
  return url.pathname + url.search
}

test('a full event: join the waitlist, a cancellation offers the seats by mail, the claim link registers the family', async ({ page, sql }) => {
  test.setTimeout(150_000)
  const event = await createEvent(sql, { title: `Sensory Movie Morning ${unique('t')}`, inDays: 12, capacity: 2 })
  const [taken] = await sql<{ r: { registrationId: string } }[]>`select public.register_for_event(${event.id}, 'Early Family',
    ${`${unique('early')}@example.org`}, null, 1, null, null) as r`
  const email = `${unique('waiting')}@example.org`

  await page.goto('/events')
  const card = page.getByRole('article', { name: new RegExp(`^Sensory Movie Morning`) })
  await expect(card.getByText('Event Full')).toBeVisible()
  await expect(card.getByRole('link', { name: /Join the Waitlist/ })).toBeVisible()

  await page.goto(`/events/${event.slug}`)
  const registration = page.getByRole('complementary', { name: 'Registration' })
  await expect(registration.getByText('Event Full')).toBeVisible()
  await registration.getByRole('link', { name: 'Join the Waitlist' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible()
  await page.getByRole('button', { name: 'Join the Waitlist' }).click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Morgan Lee')
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(email)
  await page.getByRole('spinbutton', { name: 'Number of Guests' }).fill('1')
  await page.getByRole('textbox', { name: /Accessibility Accommodations/ }).fill('Dimmed lights, aisle seats')
  await page.getByRole('button', { name: 'Join the Waitlist' }).click()

  await expect(page.getByRole('heading', { level: 1, name: "You're on the Waitlist" })).toBeVisible()
  await expect(page.getByText('Your family is number 1 in line.')).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss notification' }).click()
  expect(await axeViolations(page)).toEqual([])

  const joined = await waitForMail(email, 20_000, "You're on the waitlist")
  expect(joined).toContain('You are number 1 on the waitlist')
  expect(linkIn(joined, 'leave-waitlist')).toMatch(/^\/events\/leave-waitlist\?token=/)

  // the early family cancels (their cancel link): the seats are offered to the waitlist at once
  await sql`select public.cancel_registration(${taken!.r.registrationId})`
  const offer = await waitForMail(email, 20_000, 'Seats are available')
  await page.goto(linkIn(offer, 'claim'))
  await expect(page.getByRole('heading', { level: 1, name: 'Claim Your Seats' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const [beforeClaim] = await sql`select count(*)::int as n from public.event_registrations where attendee_email = ${email}`
  expect(beforeClaim!.n).toBe(0) // opening the link did nothing
  await page.getByRole('button', { name: 'Claim My Seats' }).click()
  await expect(page.getByText(/Your seats are confirmed/)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const confirmation = await waitForMail(email, 20_000, 'Registration confirmed')
  expect(confirmation).toMatch(/Content-Type: text\/calendar/i)
  const [stored] = await sql`select number_of_guests, accommodations from public.event_registrations
    where attendee_email = ${email} and status = 'confirmed'`
  expect(stored).toEqual({ number_of_guests: 1, accommodations: 'Dimmed lights, aisle seats' })
  await page.goto(`/events/${event.slug}`)
  await expect(registration.getByText('Event Full')).toBeVisible()
})

test('the leave link of the waitlist mail takes the family off the list on a button press', async ({ page, sql }) => {
  test.setTimeout(90_000)
  const event = await createEvent(sql, { title: `Quiet Art Hour ${unique('t')}`, inDays: 9, capacity: 1 })
  await sql`select public.register_for_event(${event.id}, 'Early Family', ${`${unique('early')}@example.org`}, null, 0, null, null)`
  const email = `${unique('leaving')}@example.org`
  await sql`select public.join_waitlist(${event.id}, 'Sam Ortiz', ${email}, null, 0, null, null)`
  const joined = await waitForMail(email, 20_000, "You're on the waitlist")
  await page.goto(linkIn(joined, 'leave-waitlist'))
  await expect(page.getByRole('heading', { level: 1, name: 'Leave the Waitlist' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Leave the Waitlist' }).click()
  await expect(page.getByText('You have left the waitlist. We will not email you about this event again.')).toBeVisible()
  const [row] = await sql`select status from public.event_waitlist where attendee_email = ${email}`
  expect(row!.status).toBe('left')
})
