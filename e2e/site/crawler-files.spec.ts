// What the site answers crawlers and visitors before any code runs: sitemap.xml (rendered on
// request by the render function, like the pages: issue 58) and robots.txt on the site's own
// origin, the sitemap listing the public pages that may be indexed, and a home page whose HTML
// already holds its services and the newsletter form.
import { expect, test, type APIRequestContext } from '../support/test'

/** The origin the built pages name as their own (their canonical links), which is VITE_SITE_URL when set. */
async function siteOrigin(request: APIRequestContext) {
  const html = await (await request.get('/')).text()
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  expect(canonical).toBeTruthy()
  return new URL(canonical!).origin
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

test('sitemap.xml lists the public pages that may be indexed, each answering, on the site origin, with dates from the content', async ({ request }) => {
  test.setTimeout(120_000)
  const origin = await siteOrigin(request)
  const answer = await request.get('/sitemap.xml')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/xml')
  const xml = await answer.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)].map(([, loc, lastmod]) => ({ loc: loc!, lastmod }))
  expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length)
  expect(urls.every((url) => url.loc.startsWith(`${origin}/`))).toBe(true)
  const pages = urls.map((url) => new URL(url.loc).pathname)
  expect(pages).toEqual(expect.arrayContaining([
    '/', '/about', '/services/day-habilitation', '/blog/celebrating-our-nonprofit-recognition', '/events/family-resource-fair', '/es', '/es/services',
    // a series' page, known from its dates (issue 61), in both languages: the demo's are translated
    '/events/series/sensory-friendly-film-morning', '/es/events/series/sensory-friendly-film-morning',
  ]))
  expect(pages).toEqual([...new Set(pages)])

  // Each listed page answers and may be indexed; a Spanish one names its English twin (a Spanish
  // page whose staff content has no Spanish yet is not listed: issue 36).
  for (const page of pages) {
    const res = await request.get(page)
    expect(res.status(), page).toBe(200)
    const html = await res.text()
    expect(html, page).not.toMatch(/<meta name="robots" content="noindex/)
    if (page === '/es' || page.startsWith('/es/')) expect(html, page).toContain('rel="alternate"')
  }
  // A page written for visitors only (a form's result page) answers, says noindex and is not listed.
  for (const page of ['/forms/contact-sent', '/es/forms/contact-sent']) {
    const res = await request.get(page)
    expect(res.status(), page).toBe(200)
    expect(await res.text(), page).toMatch(/<meta name="robots" content="noindex/)
    expect(pages, page).not.toContain(page)
  }

  // Each service and post carries the date its content last changed; fixed pages carry none.
  const lastmodOf = (page: string) => urls.find((url) => url.loc === `${origin}${page}`)?.lastmod
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
  for (const page of pages.filter((p) => /^\/(services|blog)\/./.test(p))) expect(lastmodOf(page), page).toMatch(iso)
  for (const page of ['/', '/about', '/contact', '/privacy']) expect(lastmodOf(page), page).toBeUndefined()
  // the lists change with their newest item
  for (const list of ['/services', '/blog']) {
    const items = urls.filter((url) => url.loc.startsWith(`${origin}${list}/`)).map((url) => Date.parse(url.lastmod!))
    expect(lastmodOf(list), list).toBe(new Date(Math.max(...items)).toISOString())
  }
})

test('robots.txt keeps crawlers out of the admin area and the API and points at the sitemap on the site origin', async ({ request }) => {
  const origin = await siteOrigin(request)
  const answer = await request.get('/robots.txt')
  expect(answer.status()).toBe(200)
  const lines = (await answer.text()).split('\n')
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`]))
})

test("the home page's HTML holds each service's title and the newsletter form before any code runs", async ({ request }) => {
  const html = await (await request.get('/')).text()
  const section = /<section[^>]*aria-labelledby="services-carousel"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1]
  expect(section).toBeTruthy()
  // The services the page was made with (other specs add services while this one runs): each link's title is there.
  const linked = new Set([...section!.matchAll(/href="\/services\/([\w-]+)"/g)].map(([, slug]) => slug))
  const services = (await (await request.get('/api/services')).json() as { title: string; slug: string }[])
    .filter((service) => linked.has(service.slug))
  expect(services.map((service) => service.slug)).toContain('day-habilitation')
  for (const service of services) {
    expect(section, service.title).toContain(`>${escapeHtml(service.title)}<`)
    expect(section, service.slug).toContain(`href="/services/${service.slug}"`)
  }
  expect(section).not.toContain('Loading services...')
  const form = /<form[^>]*aria-label="Newsletter signup"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1]
  expect(form).toBeTruthy()
  expect(form).toMatch(/<input[^>]*type="email"/)
  // sendable before its code has loaded: the browser posts it to /api itself (issue 56)
  expect(html).toMatch(/<form[^>]*aria-label="Newsletter signup"[^>]*action="\/api\/newsletter" method="post"/)
  expect(form).toMatch(/<button[^>]*type="submit"/)
  expect(form).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/)
})
