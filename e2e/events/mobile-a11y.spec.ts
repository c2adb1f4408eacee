import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { createEvent, unique } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone, the blog, events and registration pages have no WCAG 2.2 AA violations', async ({ page, sql }) => {
  test.setTimeout(120_000)
  const title = `Phone Check ${unique('t')}`
  const event = await createEvent(sql, { title, inDays: 12, capacity: 25, deadlineInDays: 8 })
  for (const [path, heading] of [
    ['/blog', 'Our Blog'],
    ['/events', 'Upcoming Events'],
    [`/events/${event.slug}`, title],
    [`/events/${event.slug}/register`, `Register for ${title}`],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 })
    expect(await axeViolations(page), path).toEqual([])
  }
})
