import { expect, test, type Page } from '../support/test'
import { db, unique } from '../events/fixtures'
import { trackLayoutShift } from '../support/layout-shift'
import { holdCode } from '../support/hold-code'

// The public pages are rendered with their content on request, by the host's `render` function
// through its CDN (scripts/build/page-function.ts, src/entry-server.tsx; issue 58), and hydrated;
// a path with no page answers 404 with the not-found page; the staff area gets the SPA shell,
// rendered in the browser.

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

/** The requests the page makes for `pathname` from now on, as they happen. */
function requestsTo(page: Page, pathname: string): string[] {
  const requests: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === pathname) requests.push(r.url())
  })
  return requests
}

const prerendered: [path: string, heading: string][] = [
  ['/', 'Empowering Independence, Celebrating Abilities'],
  ['/services', 'Our Services'],
  ['/services/day-habilitation', 'Day Habilitation'],
  ['/blog', 'Our Blog'],
  ['/events', 'Upcoming Events'],
  ['/contact', 'Contact Us'],
  ['/donate', 'Make a Difference Today'],
  // their Spanish twins (issue 36): the same document, in Spanish
  ['/es', 'Impulsamos la independencia, celebramos las capacidades'],
  ['/es/services', 'Nuestros servicios'],
  ['/es/services/day-habilitation', 'Habilitación diurna'],
  ['/es/blog', 'Nuestro blog'],
  ['/es/events', 'Próximos eventos'],
  ['/es/contact', 'Contáctenos'],
  ['/es/donate', 'Haga una diferencia hoy'],
]

for (const [path, heading] of prerendered) {
  test(`${path} arrives rendered and hydrates the same elements without errors`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`>${heading}</h1>`)
    expect(html).toMatch(/<title>[^<]+ \| /)
    // The first paint waits until <main> is parsed, so the header shows whole (src/entry-server.tsx).
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="expect" href="#main" blocking="render"/>')
    expect(html).toMatch(/<main id="main"/)

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
    if (path === '/es') await page.getByRole('region', { name: 'Nuestros servicios' }).scrollIntoViewIfNeeded()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.locator('title')).toHaveCount(1)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('link[rel="expect"]')).toHaveCount(1)
    expect(errors).toEqual([])
  })
}

test('a service, a post and an event arrive with their content in the HTML as served, each on its own page', async ({ request }) => {
  // Seeded content, so the pages were there when the site was built (other tests add newer ones).
  const post = await (await request.get('/api/blog/celebrating-our-nonprofit-recognition')).json() as { title: string; excerpt: string }
  const event = await (await request.get('/api/events/family-resource-fair')).json() as { title: string; location: string }
  const service = await (await request.get('/api/services/day-habilitation')).json() as { title: string; overview: string }
  const pages = [
    ['/services/day-habilitation', service.title, service.overview.slice(0, 60)],
    ['/blog/celebrating-our-nonprofit-recognition', post.title, post.excerpt.slice(0, 40)],
    ['/events/family-resource-fair', event.title, event.location.slice(0, 30)],
  ] as const
  for (const [path, title, text] of pages) {
    const html = await (await request.get(path)).text()
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
    expect(html, path).toContain(`>${escape(title)}</h1>`)
    expect(html, path).toContain(escape(text))
    // The page's data travels with it, for the browser's cache.
    expect(html, path).toContain('$_TSR')
  }
})

// The page function's answer is current when served (the CDN keeps it until a change purges it):
// the browser starts with the data the page came with and asks /api for none of it again.
test('a served list shows its data before any request, and the browser does not ask for it again as it starts', async ({ page }) => {
  const requests = [...requestsTo(page, '/api/events'), ...requestsTo(page, '/api/site')]
  const asked = () => requests.length
  const errors = collectErrors(page)
  await page.goto('/events', { waitUntil: 'commit' })
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(page.locator('html[data-app-started]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(asked()).toBe(0)
  expect(errors).toEqual([])
})

test('the events list starts without a layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const [event] = await (await page.request.get('/api/events')).json() as { id: string; slug: string; title: string }[]
  const layoutShift = await trackLayoutShift(page)
  const requests = requestsTo(page, '/api/events')
  await page.goto('/events')
  // the dates of a series share their title: the first event's own heading, by its id
  await expect(page.getByRole('main').getByRole('heading', { name: event!.title }).and(page.locator(`[id="event-${event!.id}-title"]`))).toBeVisible()
  await expect(page.locator('html[data-app-started]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  expect(await layoutShift()).toBe(0)
})

test('the staff area gets the SPA shell, which renders it in the browser', async ({ request }) => {
  for (const path of ['/admin', '/admin/login', '/es/admin']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    expect(html, path).not.toContain('<main')
    // nothing to wait for before the first paint (a browser would warn of an element never parsed)
    expect(html, path).not.toContain('rel="expect"')
    expect(html, path).toMatch(/requestAnimationFrame\(.*"\/assets\/main-[\w-]+\.js"/)
  }
})

test('a path with no page, and an item that is not published, answer 404 with the not-found page, in the page\'s language', async ({ page, request }) => {
  const sql = db()
  const slug = unique('not-yet-published')
  try {
    await sql`insert into public.blog_posts (slug, title, excerpt, content, category, published)
      values (${slug}, 'A draft', 'Not yet.', 'Not published.', 'organization-news', false)`
    for (const [path, title] of [
      ['/no-such-page', 'Page Not Found'], ['/services/day-habilitation/extra', 'Page Not Found'], [`/blog/${slug}`, 'Page Not Found'],
      ['/events/no-such-event', 'Event Not Found'], ['/es/no-such-page', 'Página no encontrada'],
    ] as const) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      expect(await res.text(), path).toContain(`<title>${title} | `)
    }
  } finally {
    await sql`delete from public.blog_posts where slug = ${slug}`
    await sql.end()
  }
  const errors = collectErrors(page)
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // the browser logs the document's own 404, and nothing else
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)'])
})

test('a post published after the build arrives rendered, with no build', async ({ page, request }) => {
  const sql = db()
  const slug = unique('after-the-build')
  const title = `Published after the build ${slug.slice(-5)}`
  try {
    await sql`insert into public.blog_posts (slug, title, excerpt, content, category, published)
      values (${slug}, ${title}, 'Newer than the pages.', ${'Written after the site was built.'}, 'organization-news', true)`
    const html = await (await request.get(`/blog/${slug}`)).text()
    expect(html).toContain(`>${title}</h1>`)
    const errors = collectErrors(page)
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `))
    expect(errors).toEqual([])
  } finally {
    await sql`delete from public.blog_posts where slug = ${slug}`
    await sql.end()
  }
})

test('a prerendered page opened with a query string hydrates for that URL', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/events?utm_source=newsletter')
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(page.locator('title')).toHaveCount(1)
  expect(errors).toEqual([])
})

test("a prerendered page asks for its code once it has been painted: its route's chunks with the entry, each once", async ({ page, request }) => {
  for (const [path, chunk] of [['/about', 'about'], ['/services/day-habilitation', 'services._serviceSlug']] as const) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<script[^>]*\ssrc=|<link rel="modulepreload"/)
    expect(html, path).toMatch(new RegExp(`requestAnimationFrame\\(.*"/assets/${chunk.replace('.', '\\.')}-[\\w-]+\\.js"`))
    // the start stages run first, each in a task of its own, then the entry (scripts/build/start-stages.ts)
    expect(html, path).toMatch(/requestAnimationFrame\(.*\["\/assets\/start-react-[\w-]+\.js","\/assets\/start-styles-[\w-]+\.js","\/assets\/main-[\w-]+\.js"\]/)
  }
  // every script asked for (the route's chunk, and any chunk it shares, e.g. its page component
  // with the admin area's preview, named about-page-<hash>.js)
  const scriptRequests: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/[\w-]+\.js$/.test(r.url())) scriptRequests.push(new URL(r.url()).pathname)
  })
  // When the browser's first frame has been painted (the paint timing entries report when a frame
  // reached the screen, a little later than the page's next task can run).
  await page.addInitScript(() => requestAnimationFrame(() => setTimeout(() => Object.assign(window, { firstFramePainted: performance.now() }))))
  await page.goto('/about')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scriptRequests.filter((file) => /^\/assets\/about-[\w-]+\.js$/.test(file)).length).toBeGreaterThan(0)
  expect(scriptRequests, 'no script asked for twice').toEqual([...new Set(scriptRequests)])
  // Every script was asked for after that.
  const { painted, scripts } = await page.evaluate(() => ({
    painted: (window as unknown as { firstFramePainted: number }).firstFramePainted,
    scripts: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => r.startTime),
  }))
  expect(scripts.length).toBeGreaterThan(1)
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(painted)
  // the page ran its module scripts in order: the stages, then the entry
  const ran = await page.locator('script[type="module"][src]').evaluateAll((found) => found.map((s) => new URL((s as HTMLScriptElement).src).pathname))
  const chunk = (name: string) => expect.stringMatching(new RegExp(`^/assets/${name}-[\\w-]+\\.js$`))
  expect(ran).toEqual([chunk('start-react'), chunk('start-styles'), chunk('main')])
})

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('shows its far sections (services, newsletter form) from the page, and loads their code only as the visitor heads there', async ({ page }) => {
    const services = requestsTo(page, '/api/services')
    const carouselCode: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/services-carousel-[\w-]+\.js$/.test(r.url())) carouselCode.push(r.url())
    })
    const errors = collectErrors(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // From the page as built: the services and the form are there before their code.
    const carousel = page.getByRole('region', { name: 'Our Services' })
    await expect(carousel.getByRole('link', { name: /^Learn More about / }).first()).toBeAttached()
    await expect(carousel.getByText('Loading services...')).toHaveCount(0)
    await expect(page.getByRole('form', { name: 'Newsletter signup' }).getByRole('textbox', { name: 'Email address' })).toBeAttached()
    // before its code the browser would post the form itself (issue 56), never GET it with the address in the URL
    await expect(page.getByRole('form', { name: 'Newsletter signup' })).toHaveAttribute('method', 'post')
    await expect(page.getByRole('form', { name: 'Newsletter signup' })).toHaveAttribute('action', '/api/newsletter')
    expect(services).toEqual([])
    expect(carouselCode).toEqual([])

    // Heading there brings the code: the carousel comes to life with the services the page came with.
    await page.mouse.wheel(0, 1200)
    await expect.poll(() => carouselCode.length).toBe(1)
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 1200)
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    await expect(carousel.getByText('Loading services...')).toHaveCount(0)
    expect(services).toEqual([])
    expect(errors).toEqual([])
  })
})

test('a visitor who scrolls down before the page has hydrated stays where they are', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // the app's entry, the last of the start-up stage's scripts: nothing hydrates until it arrives
  const code = await holdCode(page, /\/assets\/main-[\w-]+\.js$/)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('region', { name: 'Our Services' }).scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  // the hold held: the scroll above came before the app started
  await expect(page.locator('html[data-app-started]')).toHaveCount(0)
  await code.release()
  // Once hydrated, the carousel near the viewport loads its services.
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

test('starting a page moves none of its styles, and Emotion inserts none of the rules it already has', async ({ page }) => {
  // Moving a <style> that holds rules restyles and relays out the whole page (page-style-tags.ts).
  await page.addInitScript(() => {
    const moved: string[] = []
    ;(window as unknown as { movedStyles: string[] }).movedStyles = moved
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node instanceof HTMLStyleElement && node.textContent) moved.push(node.outerHTML.slice(0, 80))
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/donate')
  await expect(page.locator('html[data-app-started]')).toHaveCount(1)
  // a page the browser renders itself: its new rules are inserted beside the page's own
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual([])
  const { own, insertedAgain } = await page.evaluate(() => {
    const sheets = [...document.styleSheets].filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
    const pageSheet = sheets.find((sheet) => !(sheet.ownerNode as HTMLStyleElement).hasAttribute('data-emotion'))!
    const ownRules = new Set([...pageSheet.cssRules].map((rule) => rule.cssText))
    const later = sheets.filter((sheet) => sheet !== pageSheet).flatMap((sheet) => [...sheet.cssRules])
    return { own: ownRules.size, insertedAgain: later.filter((rule) => ownRules.has(rule.cssText)).map((rule) => rule.cssText.slice(0, 80)) }
  })
  expect(own).toBeGreaterThan(100)
  expect(insertedAgain).toEqual([])
})
