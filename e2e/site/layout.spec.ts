import { expect, test } from '../support/test'
import { EVERY_ORG_SCRIPTS } from '../support/donate-widget'
import { isHydrated, untilHydrated } from '../support/hydration'

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the Services mega-menu works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Services' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeFocused()
    await expect(nav.getByRole('link', { name: /^Day Habilitation/ })).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'All Services' })).not.toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible()
    await nav.getByRole('link', { name: 'All Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(button).toHaveAttribute('aria-current', 'page')
  })

  test('the mega-menu opens on hover, three columns of services', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Services' }).hover()
    const tiles = nav.getByRole('listitem')
    await expect(tiles.first()).toBeVisible()
    const lefts = new Set(await tiles.evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().left))))
    expect(lefts.size).toBe(3)
  })

  test('Donate falls back to the /donate page when the widget cannot load', async ({ page }) => {
    await page.route(EVERY_ORG_SCRIPTS, (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    const donate = page.getByRole('banner').getByRole('link', { name: 'Donate' })
    // pointing at Donate requests the widget's script, whose failure is only logged
    const failure = page.waitForEvent('console', (message) => message.text().includes('Every.org donate widget script could not be loaded'))
    await donate.hover()
    await failure
    await donate.click()
    await expect(page).toHaveURL(/\/donate$/)
  })

  test('the footer is in the page as served and comes to life only as the visitor reaches it', async ({ page }) => {
    await page.goto('/about')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
    await expect(link).toHaveAttribute('href', '/privacy')
    // The app has started (goto waits for it) and the footer is still the build's HTML.
    expect(await isHydrated(link)).toBe(false)
    await link.scrollIntoViewIfNeeded()
    await untilHydrated(link)
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused()
  })

  test('a route change moves focus to the new heading and scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 2000)
    // The footer comes to life as the visitor scrolls to it (lazy-site-footer.tsx); its links lead
    // through the router from then on.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Day Habilitation' })
    await untilHydrated(link)
    await link.click()
    await expect(page).toHaveURL(/\/services\/day-habilitation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Day Habilitation' })).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drawer lists services and the blog and closes when a link is followed', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Blog' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Donate' })).toBeVisible()
    await drawer.getByRole('link', { name: 'Respite Care' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/services\/respite-care$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Respite Care' })).toBeVisible()
  })

  test('the drawer closes with its close button and Escape', async ({ page }) => {
    await page.goto('/services')
    await page.getByRole('button', { name: 'Open menu' }).click()
    // the drawer loads on first use: Escape before it is open would reach nothing
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })
})
