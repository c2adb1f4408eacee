import { expect, test } from './support/test'

test('the site and its /api answer on one origin', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({ database: 'up' })

  await page.goto('/')
  await expect(page).toHaveTitle(/Bright Path/)
  await expect(page.getByRole('main')).toBeVisible()
})
