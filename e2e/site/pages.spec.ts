import { database, expect, test } from '../support/test'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')

const pages: [path: string, title: string, heading: string | RegExp][] = [
  ['/', 'Home', 'Empowering Independence, Celebrating Abilities'],
  ['/services', 'Our Services', 'Our Services'],
  ['/services/day-habilitation', 'Day Habilitation', 'Day Habilitation'],
  ['/services/housing-program-for-homeless-individuals', 'Housing Program For Homeless Individuals', /Housing Program/],
  ['/services/no-such-service', 'Service Not Found', 'Service Not Found'],
  ['/this/page/does-not-exist', 'Page Not Found', 'Page Not Found'],
]

for (const [path, title, heading] of pages) {
  test(`${path} loads with its own title`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\| `))
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(path)}$`))
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute('content', 'US-NJ')
  })
}

test('the services list shows every seeded service', async ({ page }) => {
  // The seed's services, written in one statement: other specs add services meanwhile.
  const sql = database()
  const seeded = (await sql<{ slug: string }[]>`select slug from public.services where created_at = (select min(created_at) from public.services)`)
    .map((row) => row.slug)
  await sql.end()
  expect(seeded).toHaveLength(13)
  await page.goto('/services')
  const learnMore = page.getByRole('main').getByRole('link', { name: /^Learn More about / })
  for (const slug of seeded) await expect(learnMore.and(page.locator(`[href="/services/${slug}"]`))).toHaveCount(1)
})

test('a missing service says so, with a way back', async ({ page }) => {
  await page.goto('/services/no-such-service')
  await expect(page.getByText('The requested service could not be found.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
})

test('the housing program puts Our Mission first and shows the housing team', async ({ page }) => {
  await page.goto('/services/housing-program-for-homeless-individuals')
  const h2s = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(h2s.first()).toHaveText('Our Mission')
  await expect(page.getByRole('heading', { name: 'Contact Our Housing Team' })).toBeVisible()
})

test('the skip link moves to the main content', async ({ page }) => {
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})
