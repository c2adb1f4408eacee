// The demo content's drawn images (issue 33 item 5) on the built site: the home page's first hero
// image is in the prerendered HTML, eager with fetchpriority="high", srcset, sizes, width and
// height, the other slides lazy; /media/* serves the seeded files (the stack put them where the
// Storage stand-in reads them); the page keeps still while they arrive (CLS 0), on a phone as on
// a desktop; the About page's board shows the drawn portraits; axe finds nothing.
import { expect, test, type APIRequestContext } from '../support/test'
import { axeViolations } from '../support/axe'
import { trackLayoutShift } from '../support/layout-shift'

const heroImages = '[aria-roledescription="carousel"] img'

test('the prerendered home page loads its first hero image at once and the others lazily', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const tags = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('/media/'))
  expect(tags.length).toBeGreaterThanOrEqual(4)
  const [first, ...rest] = tags.slice(0, 4)
  // (React writes srcSet and fetchPriority in camel case: HTML attribute names are case-insensitive)
  expect(first).toMatch(/loading="eager"/)
  expect(first).toMatch(/fetchpriority="high"/i)
  expect(first).toMatch(/srcset="\/media\/[0-9a-f-]{36}\.webp 480w, /i)
  expect(first).toMatch(/sizes="[^"]+"/)
  expect(first).toMatch(/width="1920"/)
  expect(first).toMatch(/height="1080"/)
  for (const tag of rest) expect(tag).toMatch(/loading="lazy"/)
})

for (const viewport of [{ width: 412, height: 823 }, { width: 1350, height: 940 }]) {
  test(`home at ${viewport.width} px shows the first drawn hero image from /media/ without a layout shift, and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const layoutShift = await trackLayoutShift(page)
    const served: { url: string; status: number; type: string | null }[] = []
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/media/')) served.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? null })
    })
    await page.goto('/')
    const first = page.locator(heroImages).first()
    await expect(first).toHaveAttribute('data-active', '')
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const chosen = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    expect(chosen).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/)
    await page.waitForLoadState('networkidle')
    expect(served.length).toBeGreaterThan(0)
    expect(served.every((r) => r.status === 200 && r.type === 'image/webp')).toBe(true)
    expect(await layoutShift()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })
}

type HeroSlide = { image: { files: { url: string }[]; social: { url: string } } }
/** The home page's hero slides as the API serves them (the seeded demo content). */
const heroSlides = async (request: APIRequestContext) =>
  ((await (await request.get('/api/pages/home')).json()) as { collections: { 'hero-slides': HeroSlide[] } }).collections['hero-slides']

test('on a phone the first hero image loads alone; the other slides wait until the page\'s code has started', async ({ page, request }) => {
  const [first, ...others] = (await heroSlides(request)).map((slide) => slide.image.files.map((f) => new URL(f.url, 'http://site').pathname))
  await page.setViewportSize({ width: 412, height: 823 })
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  // the page without its code: lazy loading stays on (scripting is enabled), the app never starts
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.waitForLoadState('networkidle')
  expect(requested.filter((url) => first!.includes(url))).toHaveLength(1)
  expect(requested.filter((url) => others.flat().includes(url))).toEqual([])

  await page.unroute('**/assets/*.js')
  await page.goto('/')
  const slides = page.locator(heroImages)
  await expect.poll(() => slides.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.complete && img.naturalWidth > 0).length)).toBe(others.length + 1)
})

test('/media/ serves every file of the seeded hero images as WebP', async ({ request }) => {
  const urls = (await heroSlides(request)).flatMap((s) => [...s.image.files.map((f) => f.url), s.image.social.url])
  expect(urls).toHaveLength(20)
  for (const url of urls) {
    const res = await request.get(url)
    expect(res.status(), url).toBe(200)
    expect(res.headers()['content-type']).toBe('image/webp')
    expect((await res.body()).subarray(8, 12).toString('latin1')).toBe('WEBP')
  }
})

test('the About page shows the demo board members with their drawn portraits', async ({ page }) => {
  await page.goto('/about')
  const board = page.locator('#board')
  const portraits = board.getByRole('img', { name: /^Drawn avatar:/ })
  await expect(portraits).toHaveCount(3)
  // they load lazily: scrolled to, each arrives from /media/
  await page.evaluate(() => document.getElementById('board')!.scrollIntoView())
  await expect.poll(() => portraits.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.complete && img.naturalWidth > 0).length)).toBe(3)
  await expect(board.getByRole('heading', { name: 'Jordan Sample' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
