import { expect, test, type Locator, type Page } from '@playwright/test'
import postgres from 'postgres'
import { waitForReact } from '../support/hydration'

// The public pages are prerendered at build time (scripts/stack/prerender.ts) and hydrated.

/** Console errors other than the Every.org widget's, which cannot load on a closed network. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (/Every\.org|ERR_NAME_NOT_RESOLVED/.test(text)) return
    errors.push(text)
  })
  return errors
}

const prerendered: [path: string, heading: string][] = [
  ['/', 'Empowering Independence, Celebrating Abilities'],
  ['/services', 'Our Services'],
  ['/blog', 'Our Blog'],
  ['/events', 'Upcoming Events'],
  ['/contact', 'Contact Us'],
  ['/donate', 'Make a Difference Today'],
]

for (const [path, heading] of prerendered) {
  test(`${path} arrives rendered and hydrates the same elements without errors`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`>${heading}</h1>`)
    expect(html).toMatch(/<title data-prerendered>[^<]+ \| /)

    const errors = collectErrors(page)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = document.querySelector('main h1')
      })
    })
    await page.goto(path)
    // React attached to the build's own <h1> instead of replacing it.
    await expect.poll(() => page.evaluate(() => {
      const h1 = document.querySelector('main h1')
      return h1 !== null && h1 === (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 &&
        Object.keys(h1).some((key) => key.startsWith('__react'))
    })).toBe(true)
    // Home loads its services carousel as the visitor heads down to it (once the page is live: a
    // scroll made in the prerendered page before that may be undone by the router's first render).
    if (path === '/') await page.getByRole('region', { name: 'Our Services' }).scrollIntoViewIfNeeded()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.locator('title')).toHaveCount(1)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    expect(errors).toEqual([])
  })
}

test('the lists replace their loading state with data after hydration', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/events')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await page.goto('/services')
  await expect(page.getByRole('main').getByRole('link', { name: /^Learn More about / })).toHaveCount(13)
  expect(errors).toEqual([])
})

test('a service detail arrives as the loading template and hydrates it without errors', async ({ page, request }) => {
  const html = await (await request.get('/services/day-habilitation')).text()
  expect(html).toContain('data-prerendered-path="/services/$serviceSlug"')
  expect(html).toContain('Loading service details...')
  // Not the template's own head: the organisation's name until the service's title is known.
  expect(html.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual(['<title>Bright Path Support Services</title>'])

  const errors = collectErrors(page)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { prerenderedFooter: Element | null }).prerenderedFooter = document.querySelector('footer')
    })
  })
  await page.goto('/services/day-habilitation')
  await expect(page).toHaveTitle(/^Day Habilitation \| /)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Day Habilitation' })).toBeVisible()
  expect(await page.evaluate(() => {
    const footer = document.querySelector('footer')
    return footer !== null && footer === (window as unknown as { prerenderedFooter: Element | null }).prerenderedFooter
  })).toBe(true)
  expect(errors).toEqual([])
})

test('paths without a prerendered page get the plain SPA shell', async ({ request }) => {
  for (const path of ['/services/day-habilitation/extra', '/admin', '/no-such-page']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<div id="root"></div>')
  }
})

test('a prerendered page opened with a query string renders afresh for that URL', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/events?utm_source=newsletter')
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(page.locator('title')).toHaveCount(1)
  expect(errors).toEqual([])
})

/** The requests the page makes for `pathname` from now on, as they happen. */
function requestsTo(page: Page, pathname: string): string[] {
  const requests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === pathname) requests.push(r.url())
  })
  return requests
}

test("a prerendered list downloads its data once, through the page's early request", async ({ page }) => {
  const requests = requestsTo(page, '/api/events')
  const errors = collectErrors(page)
  await page.goto('/events')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests).toHaveLength(1)
  expect(errors).toEqual([])
})

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('loads its far sections (services carousel, newsletter form) only as the visitor heads there', async ({ page }) => {
    const services = requestsTo(page, '/api/services')
    const errors = collectErrors(page)
    await page.goto('/')
    await waitForReact(page, 'main h1')
    await page.waitForLoadState('networkidle')
    const carousel = page.getByRole('region', { name: 'Our Services' })
    await expect(carousel.getByText('Loading services...')).toBeVisible()
    await expect(page.getByRole('form', { name: 'Newsletter signup' })).toHaveCount(0)
    expect(services).toEqual([])

    await page.mouse.wheel(0, 1200)
    await expect(carousel.getByRole('link', { name: /^Learn More about / }).first()).toBeAttached()
    expect(services).toHaveLength(1)
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 1200)
    await expect(page.getByRole('form', { name: 'Newsletter signup' })).toBeVisible()
    expect(errors).toEqual([])
  })
})

test.describe('loading states hold the loaded layout (phone)', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const [path, loaded] of [['/events', 'article'], ['/services/day-habilitation', 'heading']] as const) {
    test(`${path} does not shift when its data arrives`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number }
        w.shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.shift += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await expect(page.getByRole('main').getByRole(loaded, { level: loaded === 'heading' ? 2 : undefined }).first()).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.05)
    })
  }
})

/** Holds back the files matching `pattern` (a route's code) until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a button pressed before the page has hydrated still works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // Hold the route's code back, so the press lands before React is attached.
  const release = await holdBack(page, /\/assets\/services\.index-[^/]+\.js$/)
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click()
  release()
  await expect(page.getByRole('link', { name: 'All Services' })).toBeVisible()
})

test('text typed and a form sent before the page has hydrated arrive whole', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/contact-[^/]+\.js$/)
  const errors = collectErrors(page)
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  const email = `e2e-early-${Date.now()}@example.org`
  await form.getByRole('textbox', { name: /^Full Name/ }).fill('Early Visitor')
  await form.getByRole('textbox', { name: /^Email Address/ }).fill(email)
  await form.getByRole('textbox', { name: /^Subject/ }).fill('Typed before the page was ready')
  await form.getByRole('textbox', { name: /^Message/ }).fill('This message was written while the page was still loading.')
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect(await page.evaluate(() => Object.keys(document.querySelector('form')!).some((key) => key.startsWith('__react')))).toBe(false)
  release()

  await expect(page.getByText('Message Sent!')).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
  const sql = postgres(process.env.E2E_DB_URL!, { max: 1 })
  try {
    expect(await sql`select name, subject from contact_submissions where email = ${email}`)
      .toEqual([{ name: 'Early Visitor', subject: 'Typed before the page was ready' }])
  } finally {
    await sql.end()
  }
  expect(errors).toEqual([])
})

test("a prerendered page names its route's code, so React attaches without waiting for the entry to ask for it", async ({ page, request }) => {
  for (const [path, chunk] of [['/about', 'about'], ['/services/day-habilitation', 'services._serviceSlug']] as const) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(new RegExp(`["\`]/assets/${chunk.replace('.', '\\.')}-[\\w-]+\\.js["\`]`))
  }
  const routeChunkRequests: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/about-[\w-]+\.js$/.test(r.url())) routeChunkRequests.push(r.url())
  })
  await page.goto('/about')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  expect(routeChunkRequests).toHaveLength(1)
})

test('a prerendered page asks for its code only after its first frame, and the SPA shell at once', async ({ page }) => {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrame: number }).firstFrame = performance.now()
    })
  })
  const timings = () => page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
    scripts: performance.getEntriesByType('resource').filter((r) => /\/assets\/[^/]+\.js$/.test(r.name)).map((r) => r.startTime),
  }))
  await page.goto('/about')
  await waitForReact(page, 'main h1')
  const about = await timings()
  expect(about.scripts.length).toBeGreaterThan(1)
  expect(Math.min(...about.scripts)).toBeGreaterThan(about.firstFrame)

  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const shell = await timings()
  expect(Math.min(...shell.scripts)).toBeLessThan(shell.firstFrame)
})

test('a prerendered list shows its items with no script but those its page names, so it never waits for the entry to ask for one', async ({ page, request }) => {
  const firstItem = {
    '/services': (main: Locator) => main.getByRole('link', { name: /^Learn More about / }).first(),
    '/blog': (main: Locator) => main.getByRole('article').first(),
    '/events': (main: Locator) => main.getByRole('article').first(),
  }
  for (const [path, item] of Object.entries(firstItem)) {
    const html = await (await request.get(path)).text()
    const named = new Set([...html.matchAll(/["`](\/assets\/[^"`]+\.js)["`]/g)].map((m) => m[1]))
    // Any other script is held back for good (a part that loads later just stays away).
    await page.route('**/assets/*.js', (route) => (named.has(new URL(route.request().url()).pathname) ? route.continue() : undefined))
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(item(page.getByRole('main')), path).toBeVisible()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  }
})

test('a visitor who scrolls down before the page has hydrated stays where they are', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const release = await holdBack(page, /\/assets\/routes-[\w-]+\.js$/)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('region', { name: 'Our Services' }).scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  release()
  await waitForReact(page, 'main h1')
  await expect(page.getByRole('region', { name: 'Our Services' }).getByRole('link', { name: /^Learn More/ }).first()).toBeAttached()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
})

test('a page with nothing that shows a toast never downloads the toast machinery', async ({ page }) => {
  const toasterRequests: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/toaster-[\w-]+\.js$/.test(r.url())) toasterRequests.push(r.url())
  })
  await page.goto('/blog')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(toasterRequests).toEqual([])
})

test('a key pressed on a menu button before the page has hydrated still opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const release = await holdBack(page, /\/assets\/services\.index-[^/]+\.js$/)
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
  await button.focus()
  await page.keyboard.press('ArrowDown')
  release()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
})
