import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'


test('a visitor finds a post on the blog and reads it', async ({ page, sql }) => {
  test.setTimeout(90_000)
  const suffix = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  const title = `Our New Sensory Room ${suffix}`
  await sql`insert into public.blog_posts (slug, title, excerpt, content, category, published)
    values (${`sensory-room-${suffix}`}, ${title}, 'A calm space for everyone.',
      ${'We opened a sensory room.\n\n\nFamilies helped design it.'}, 'organization-news', true)`

  await page.goto('/blog')
  const card = page.getByRole('article', { name: title })
  // The shared machine runs several stacks at once: give the first render of the list room.
  await expect(card.getByText('3 min read')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Subscribe to Our Newsletter' })).toHaveAttribute('href', '/#newsletter')
  expect(await axeViolations(page)).toEqual([])

  await card.getByRole('link', { name: /Read More/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('We opened a sensory room.')).toBeVisible()
  await expect(page.getByText('Families helped design it.')).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${title} \\| `))
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'View All Posts' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test("an unknown post shows '404 Page Not Found'", async ({ page }) => {
  await page.goto('/blog/no-such-post-anywhere')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
})
