// The demo content's monthly series (supabase/seed.sql: the Sensory-Friendly Film Morning, the
// second Saturday of six months, its third date cancelled by staff, with the movie afternoon's
// sensory profile and three-step story), as a visitor reads its page: every date listed, the
// cancelled one said so and not to be chosen, its schedule in words. axe (desktop and phone) on
// the English page, which shows a cancelled date (its HTML as served is checked with every page's:
// e2e/site/html-validity.spec.ts). Staff making a series and a visitor registering for two of its
// dates, in Spanish: series-journey.spec.ts.
import { expect, test } from '../support/test'
import { axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'

const LOAD = { timeout: 30_000 }

test('the demo series’ page lists its six dates, the cancelled one not to be chosen, and says when it repeats', async ({ page }) => {
  await page.goto('/events/series/sensory-friendly-film-morning')
  await expect(page.getByRole('heading', { level: 1, name: 'Sensory-Friendly Film Morning' })).toBeVisible(LOAD)
  await expect(page.getByText('When: The second Saturday of every month, 10:00 AM')).toBeVisible()
  const dates = page.getByRole('region', { name: 'Upcoming Dates' }).getByRole('listitem')
  await expect(dates).toHaveCount(6)
  await expect(dates.nth(2)).toContainText('Cancelled')
  await expect(page.getByRole('list', { name: 'What to expect' }).getByRole('listitem')).toHaveCount(3)
  const choice = page.getByRole('group', { name: 'Choose dates' }).getByRole('checkbox')
  await expect(choice).toHaveCount(6)
  await expect(choice.nth(2)).toBeDisabled()
  await expect(choice.nth(3)).toBeEnabled()
  expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
})
