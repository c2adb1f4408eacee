// The site search (issue 60, item 2) in the built site: the header's form sent before the page's
// code has run lands on the results, rendered on request; the search page with results and with
// none, in English and Spanish, is clean for axe (desktop and phone) and the Nu HTML checker.
import { axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'
import { holdCode } from '../support/hold-code'
import { nuScreenProblems, screenHtml } from '../support/nu-checker'
import { expect, test } from '../support/test'

const LOAD = { timeout: 30_000 }

test('the header search sent before the app has started lands on the results', async ({ page }) => {
  test.setTimeout(90_000)
  const code = await holdCode(page)
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html[data-app-started]')).toHaveCount(0)
  const header = page.getByRole('banner')
  await header.getByRole('searchbox', { name: 'Search the site' }).fill('respite')
  await header.getByRole('searchbox', { name: 'Search the site' }).press('Enter')
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'respite', LOAD)
  // a page asks for its code once it has been painted
  await expect.poll(() => code.count(), { message: 'the page asked for its code, which is held', ...LOAD }).toBeGreaterThan(0)
  await expect(page.locator('html[data-app-started]')).toHaveCount(0)
  // rendered on request with its results
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “respite”$/)
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('link', { name: 'Respite Care' })).toBeVisible()
  await expect(results.locator('mark').first()).toHaveText(/respite/i)
  await code.release()
  await expect(page.locator('html[data-app-started]')).toHaveCount(1, LOAD)
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “respite”$/)
})

test('the search page is accessible and valid with results and with none, in both languages', async ({ page }) => {
  test.setTimeout(120_000)
  const screens: Record<string, string> = {}
  for (const { name, path, status, robots } of [
    { name: 'results', path: '/search?q=day%20habilitation', status: /^\d+ results? for “day habilitation”$/, robots: 'noindex, follow' },
    { name: 'none', path: '/search?q=zzqxv', status: 'No results for “zzqxv”', robots: 'noindex, follow' },
    { name: 'es-results', path: '/es/search?q=habilitacion%20diurna', status: /^\d+ resultados? para “habilitacion diurna”$/, robots: 'noindex, follow' },
    { name: 'es-none', path: '/es/search?q=zzqxv', status: 'No hay resultados para “zzqxv”', robots: 'noindex, follow' },
  ]) {
    await page.goto(path)
    await expect(page.getByRole('status'), name).toHaveText(status, LOAD)
    await expect(page.locator('meta[name="robots"]'), name).toHaveAttribute('content', robots)
    expect(await axeViolationsAtWidths(page), name).toEqual(NO_VIOLATIONS_AT_WIDTHS)
    screens[`search-${name}`] = await screenHtml(page)
  }
  await expect(page.getByRole('link', { name: 'Ver nuestros servicios' })).toHaveAttribute('href', '/es/services')
  expect(nuScreenProblems(screens)).toEqual([])
})
