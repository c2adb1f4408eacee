// Schema.org JSON-LD on the public pages (src/lib/structured-data): in every prerendered page's
// HTML as served (the organisation everywhere, each detail page's own blocks with its content),
// and, for a post newer than the build, in the page the browser renders through the fallback.
import { expect, test, type APIRequestContext, type Page } from '../support/test'
import { db, unique } from '../events/fixtures'

type Block = { '@type': string; [key: string]: unknown }

/** The JSON-LD blocks of an HTML document as served, parsed without running any script. */
function servedBlocks(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!))
}

const served = async (request: APIRequestContext, path: string) => servedBlocks(await (await request.get(path)).text())

/** The JSON-LD blocks in the page now, as the browser holds them. */
const pageBlocks = (page: Page): Promise<Block[]> =>
  page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '')))

const ofType = (blocks: Block[], type: string) => blocks.filter((block) => block['@type'] === type)

/** The site's public origin the build wrote into its absolute URLs (VITE_SITE_URL, else the organisation's). */
const originOf = (blocks: Block[]) => new URL(String(ofType(blocks, 'NGO')[0]!.url)).origin

/** The pages the build writes without a slug (scripts/build/prerender.ts). */
const staticPages = [
  '/', '/about', '/services', '/blog', '/events', '/get-involved', '/resources', '/contact', '/donate',
  '/privacy', '/terms', '/accessibility', '/sitemap',
]

test('every prerendered page carries the organisation in its HTML as served', async ({ request }) => {
  for (const path of staticPages) {
    const blocks = await served(request, path)
    // /resources also carries its questions (FAQPage, from the FAQs in the database), the home page
    // the site and its search (WebSite with a SearchAction, issue 60)
    const own: Record<string, string[]> = { '/resources': ['FAQPage'], '/': ['WebSite'] }
    expect(blocks.map((block) => block['@type']), path).toEqual(['NGO', ...(own[path] ?? [])])
    const [organization] = blocks
    const origin = originOf(blocks)
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
      // the site is in both (issue 36)
      knowsLanguage: ['en', 'es'],
      // the locations in the database, with their opening hours
      location: [
        expect.objectContaining({
          '@type': 'Place', name: 'Main Office - Livingston', telephone: '(862) 930-6688 ext. 05',
          openingHoursSpecification: expect.arrayContaining([
            { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
          ]),
        }),
        expect.objectContaining({ '@type': 'Place', name: 'Bayonne Location', address: '550 Broadway, Bayonne, NJ 07002' }),
      ],
    })
  }
})

test('/resources as served carries its FAQs as an FAQPage, with the settings put into the answers', async ({ request }) => {
  const [, faq] = await served(request, '/resources')
  const questions = (faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[])
  expect(questions).toHaveLength(8)
  expect(questions.find((q) => q.name === 'How do I get started?')!.acceptedAnswer.text).toContain('Call us at (862) 930-6688 ext. 05 ')
  expect(questions.find((q) => q.name === 'What counties do you serve?')!.acceptedAnswer.text).toMatch(/^We currently serve 15 New Jersey counties: Bergen, /)
})

test("an event's page as served describes the event in New Jersey time, free, with its seats and breadcrumbs", async ({ request }) => {
  const slug = 'family-resource-fair'
  const sql = db()
  // One connection: the zone set here is the one to_char writes the offset in ('-05', '-04').
  await sql`set time zone 'America/New_York'`
  const [row] = await sql<{ start: string; end: string | null; capacity: number }[]>`
    select to_char(event_date, 'YYYY-MM-DD"T"HH24:MI:SSOF') || ':00' as start, to_char(end_date, 'YYYY-MM-DD"T"HH24:MI:SSOF') || ':00' as end,
           max_capacity as capacity
    from public.events where slug = ${slug}`
  await sql.end()

  const blocks = await served(request, `/events/${slug}`)
  expect(blocks.map((block) => block['@type'])).toEqual(['NGO', 'Event', 'BreadcrumbList'])
  const origin = originOf(blocks)
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
  })
  // The seats left when the site was built (other tests may register meanwhile).
  expect(event!.remainingAttendeeCapacity).toEqual(expect.any(Number))
  expect(event!.remainingAttendeeCapacity as number).toBeLessThanOrEqual(row!.capacity)
  expect(event!.startDate).toMatch(/^\d{4}-\d\d-\d\dT10:00:00-0[45]:00$/)
  expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: `${origin}/` },
      { position: 2, name: 'Events', item: `${origin}/events` },
      { position: 3, name: 'Family Resource Fair', item: `${origin}/events/${slug}` },
    ],
  })
})

test("a series' page as served is an EventSeries with its dates as subEvent, and each date's page names it as superEvent", async ({ request }) => {
  const slug = 'sensory-friendly-film-morning'
  const blocks = await served(request, `/events/series/${slug}`)
  expect(blocks.map((block) => block['@type'])).toEqual(['NGO', 'EventSeries', 'BreadcrumbList'])
  const origin = originOf(blocks)
  const seriesId = `${origin}/events/series/${slug}`
  const [series] = ofType(blocks, 'EventSeries')
  expect(series).toMatchObject({ '@id': seriesId, name: 'Sensory-Friendly Film Morning', organizer: { '@id': `${origin}/#organization` } })
  // the demo's six dates, the third cancelled (supabase/seed.sql), each at 10 AM New Jersey time
  const dates = series!.subEvent as Block[]
  expect(dates.map((date) => date.eventStatus)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `https://schema.org/${i === 2 ? 'EventCancelled' : 'EventScheduled'}`))
  for (const date of dates) {
    expect(date).toMatchObject({ '@type': 'Event', superEvent: { '@type': 'EventSeries', '@id': seriesId } })
    expect(date.startDate).toMatch(/^\d{4}-\d\d-\d\dT10:00:00-0[45]:00$/)
  }
  const datePath = new URL(String(dates[0]!.url)).pathname
  const [event] = ofType(await served(request, datePath), 'Event')
  expect(event).toMatchObject({ superEvent: { '@type': 'EventSeries', '@id': seriesId, name: 'Sensory-Friendly Film Morning' } })
})

test("a post's page as served describes it as written and published by the organisation, with breadcrumbs", async ({ request }) => {
  const slug = 'celebrating-our-nonprofit-recognition'
  const blocks = await served(request, `/blog/${slug}`)
  expect(blocks.map((block) => block['@type'])).toEqual(['NGO', 'BlogPosting', 'BreadcrumbList'])
  const origin = originOf(blocks)
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
    // the language the post is written in, on the English page (issue 36)
    inLanguage: 'en',
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/${slug}`, inLanguage: 'en' },
  })
  expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Blog', item: `${origin}/blog` }, { name: 'Celebrating Our Non-Profit Recognition' }] })
})

test("a service's page as served describes the service across New Jersey, with breadcrumbs", async ({ request }) => {
  const blocks = await served(request, '/services/day-habilitation')
  expect(blocks.map((block) => block['@type'])).toEqual(['NGO', 'Service', 'BreadcrumbList'])
  const origin = originOf(blocks)
  expect(ofType(blocks, 'Service')[0]).toMatchObject({
    name: 'Day Habilitation',
    url: `${origin}/services/day-habilitation`,
    provider: { '@type': 'NGO', '@id': `${origin}/#organization` },
    areaServed: { '@type': 'State', name: 'New Jersey' },
  })
  expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Services', item: `${origin}/services` }, { name: 'Day Habilitation' }] })
})

test('a post newer than the build, its title holding </script>, gets its blocks in the browser: data only, nothing run', async ({ page }) => {
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
