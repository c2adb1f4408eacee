// Schema.org JSON-LD on the public pages (src/lib/structured-data): the organisation in every
// prerendered page's HTML as served, and each detail page's own blocks once it has loaded.
import { expect, test, type Page } from '@playwright/test'
import { db, unique } from '../events/fixtures'

type Block = { '@type': string; [key: string]: unknown }

/** The JSON-LD blocks of an HTML document as served, parsed without running any script. */
function servedBlocks(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!))
}

/** The JSON-LD blocks in the page now, as the browser holds them. */
const pageBlocks = (page: Page): Promise<Block[]> =>
  page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '')))

const ofType = (blocks: Block[], type: string) => blocks.filter((block) => block['@type'] === type)

/** Every page built from index.html with its content (scripts/stack/prerender.ts), and the service template. */
const prerendered = [
  '/', '/about', '/services', '/blog', '/events', '/get-involved', '/resources', '/contact', '/donate',
  '/privacy', '/terms', '/accessibility', '/sitemap', '/services/day-habilitation',
]

test('every prerendered page carries the organisation in its HTML as served', async ({ request }) => {
  for (const path of prerendered) {
    const html = await (await request.get(path)).text()
    const blocks = servedBlocks(html)
    expect(blocks.map((block) => block['@type']), path).toEqual(['NGO'])
    const [organization] = blocks
    const origin = new URL(String(organization!.url)).origin
    expect(organization, path).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      '@id': `${origin}/#organization`,
      name: 'Bright Path Support Services',
      url: `${origin}/`,
      description: expect.stringContaining('New Jersey non-profit'),
      logo: `${origin}/favicon.svg`,
      address: {
        '@type': 'PostalAddress', streetAddress: '615 West Mt. Pleasant Ave Suite 8', addressLocality: 'Livingston',
        addressRegion: 'NJ', postalCode: '07039', addressCountry: 'US',
      },
      telephone: '(862) 930-6688 ext. 05',
      email: 'info@brightpathsupport.org',
      sameAs: ['https://www.facebook.com/', 'https://twitter.com/', 'https://www.linkedin.com/'],
    })
  }
})

// The detail pages' own blocks are checked in the browser once the page has loaded: today their
// HTML is the SPA shell (or, for a service, the loading template), not yet their content.

test('an event page describes the event in New Jersey time, free, with its seats and breadcrumbs', async ({ page, request }) => {
  const slug = 'family-resource-fair'
  const sql = db()
  // One connection: the zone set here is the one to_char writes the offset in ('-05', '-04').
  await sql`set time zone 'America/New_York'`
  const [row] = await sql<{ start: string; end: string | null }[]>`
    select to_char(event_date, 'YYYY-MM-DD"T"HH24:MI:SSOF') || ':00' as start, to_char(end_date, 'YYYY-MM-DD"T"HH24:MI:SSOF') || ':00' as end
    from public.events where slug = ${slug}`
  await sql.end()
  const { seatsLeft } = (await (await request.get(`/api/events/${slug}`)).json()) as { seatsLeft: number | null }

  await page.goto(`/events/${slug}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Family Resource Fair' })).toBeVisible()
  const blocks = await pageBlocks(page)
  expect(blocks.map((block) => block['@type'])).toEqual(['NGO', 'Event', 'BreadcrumbList'])
  const origin = new URL(page.url()).origin
  const [event] = ofType(blocks, 'Event')
  expect(event).toMatchObject({
    name: 'Family Resource Fair',
    startDate: row!.start,
    endDate: row!.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039', address: { '@type': 'PostalAddress', postalCode: '07039' } },
    organizer: { '@type': 'NGO', '@id': `${origin}/#organization` },
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: `${origin}/events/${slug}/register` },
    remainingAttendeeCapacity: seatsLeft,
  })
  expect(event!.startDate).toMatch(/^\d{4}-\d\d-\d\dT10:00:00-0[45]:00$/)
  expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: `${origin}/` },
      { position: 2, name: 'Events', item: `${origin}/events` },
      { position: 3, name: 'Family Resource Fair', item: `${origin}/events/${slug}` },
    ],
  })
})

test('a blog post describes itself as written and published by the organisation, with breadcrumbs', async ({ page }) => {
  const slug = 'celebrating-our-nonprofit-recognition'
  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Celebrating Our Non-Profit Recognition' })).toBeVisible()
  const blocks = await pageBlocks(page)
  expect(blocks.map((block) => block['@type'])).toEqual(['NGO', 'BlogPosting', 'BreadcrumbList'])
  const origin = new URL(page.url()).origin
  const organization = { '@type': 'NGO', '@id': `${origin}/#organization`, name: 'Bright Path Support Services', url: `${origin}/` }
  expect(ofType(blocks, 'BlogPosting')[0]).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'Celebrating Our Non-Profit Recognition',
    description: expect.stringMatching(/^After more than a decade of service/),
    datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/),
    dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/),
    author: organization,
    publisher: organization,
    url: `${origin}/blog/${slug}`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/${slug}` },
  })
  expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Blog', item: `${origin}/blog` }, { name: 'Celebrating Our Non-Profit Recognition' }] })
})

test('a service page describes the service across New Jersey, with breadcrumbs', async ({ page }) => {
  await page.goto('/services/day-habilitation')
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Day Habilitation' })).toBeVisible()
  const origin = new URL(page.url()).origin
  await expect.poll(async () => (await pageBlocks(page)).map((block) => block['@type'])).toEqual(['NGO', 'Service', 'BreadcrumbList'])
  const blocks = await pageBlocks(page)
  expect(ofType(blocks, 'Service')[0]).toMatchObject({
    name: 'Day Habilitation',
    url: `${origin}/services/day-habilitation`,
    provider: { '@type': 'NGO', '@id': `${origin}/#organization` },
    areaServed: { '@type': 'State', name: 'New Jersey' },
  })
  expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Services', item: `${origin}/services` }, { name: 'Day Habilitation' }] })
})

test('a post title holding </script> stays data: one block, parsed back whole, nothing run', async ({ page }) => {
  const title = `Ends early? </script><script>window.pwned = true</script> ${unique('t')}`
  const slug = unique('e2e-post')
  const sql = db()
  await sql`insert into public.blog_posts (slug, title, excerpt, content, category, published, published_at)
            values (${slug}, ${title}, 'An excerpt.', 'Body.', 'organization-news', true, now())`
  try {
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible()
    const blocks = await pageBlocks(page)
    expect(blocks.map((block) => block['@type'])).toEqual(['NGO', 'BlogPosting', 'BreadcrumbList'])
    expect(ofType(blocks, 'BlogPosting')[0]!.headline).toBe(title)
    expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({ itemListElement: [{}, {}, { name: title }] })
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined()
  } finally {
    await sql`delete from public.blog_posts where slug = ${slug}`
    await sql.end()
  }
})
