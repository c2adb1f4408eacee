import { expect, test } from './support/test'

test('the site and its /api answer on one origin', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  // through the host's proxy rule, which signs like Netlify's: the health report says so
  expect(await health.json()).toMatchObject({ database: 'up', signedProxy: true, databaseTimeouts: true })

  await page.goto('/')
  await expect(page).toHaveTitle(/Bright Path/)
  await expect(page.getByRole('main')).toBeVisible()
})
