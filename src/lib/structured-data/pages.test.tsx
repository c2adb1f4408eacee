// The JSON-LD each page carries, as the real router renders it (route head() scripts, the service
// page's own block). The served HTML is checked end to end in e2e/site/structured-data.spec.ts.
import { configure, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@contract/blog.ts'
import type { Event } from '@contract/events.ts'
import type { PublicSeries } from '@contract/series.ts'
import { server } from '@/testing/server'
import { siteContent } from '@/testing/site-content-handlers'
import { renderRoute } from '@/testing/render'
import { organizationJsonLd } from './organization'
import { siteOrigin } from '@/lib/seo'

configure({ asyncUtilTimeout: 5000 })

const origin = siteOrigin()

function jsonLdBlocks(): { '@type': string; [key: string]: unknown }[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''))
}
const types = () => jsonLdBlocks().map((block) => block['@type'])

const event: Event = {
  id: 'e1', slug: 'summer-picnic', title: 'Summer Picnic', description: 'Food and games.',
  location: 'Memorial Park, Livingston, NJ', eventDate: '2026-07-18T16:00:00.000Z', endDate: '2026-07-18T19:00:00.000Z',
  registrationDeadline: null, maxCapacity: 50, status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: 9,
}

// A title an admin could type: it must stay data, inside its own script element.
const hostileTitle = 'Our news </script><script>window.pwned = true</script><!--'
const post: BlogPost = {
  id: 'p1', slug: 'our-news', title: hostileTitle, excerpt: 'An excerpt.', category: null, content: 'Body.',
  publishedAt: '2026-01-15T14:00:00Z', createdAt: '2026-01-15T14:00:00Z', updatedAt: '2026-01-16T14:00:00Z',
}

describe('structured data on the pages', { timeout: 30_000 }, () => {
  it('every page carries the organisation', async () => {
    await renderRoute('/about')
    await waitFor(() => expect(types()).toEqual(['NGO']))
    expect(jsonLdBlocks()[0]).toEqual(organizationJsonLd(origin, siteContent.settings, siteContent.locations))
  })

  it('/resources carries its questions and answers as an FAQPage, with the settings put in', async () => {
    await renderRoute('/resources')
    await waitFor(() => expect(types()).toEqual(['NGO', 'FAQPage']))
    const faq = jsonLdBlocks()[1] as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity).toHaveLength(8)
    const gettingStarted = faq.mainEntity.find((q) => q.name === 'How do I get started?')!
    expect(gettingStarted.acceptedAnswer.text).toContain(`Call us at ${siteContent.settings.phones.main} `)
    expect(JSON.stringify(faq)).not.toMatch(/\{(phone|name|counties|countyCount)\}/)
  })

  it('an event page carries the event, in New Jersey summer time, and its breadcrumbs', async () => {
    server.use(http.get('/api/events/:slug', () => HttpResponse.json(event)), http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/events/summer-picnic')
    await screen.findByRole('heading', { level: 1, name: 'Summer Picnic' })
    await waitFor(() => expect(types()).toEqual(['NGO', 'Event', 'BreadcrumbList']))
    const [, data, trail] = jsonLdBlocks()
    expect(data).toMatchObject({
      name: 'Summer Picnic',
      startDate: '2026-07-18T12:00:00-04:00',
      endDate: '2026-07-18T15:00:00-04:00',
      remainingAttendeeCapacity: 9,
      offers: { price: 0, url: `${origin}/events/summer-picnic/register`, availability: 'https://schema.org/InStock' },
    })
    expect(trail).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Events' }, { name: 'Summer Picnic', item: `${origin}/events/summer-picnic` }] })
  })

  it('a series page carries the EventSeries with its dates as subEvent, and its breadcrumbs', async () => {
    const series: PublicSeries = {
      slug: 'picnic-season', title: 'Picnic Season', description: 'A picnic every month.', location: event.location,
      rrule: 'RRULE:FREQ=MONTHLY;BYDAY=3SA', schedule: 'Every month on the third Saturday, 12:00 PM',
      upcoming: [{ ...event, series: { slug: 'picnic-season', title: 'Picnic Season', rrule: 'RRULE:FREQ=MONTHLY;BYDAY=3SA' } }],
    }
    server.use(http.get('/api/series/:slug', () => HttpResponse.json(series)), http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/events/series/picnic-season')
    await screen.findByRole('heading', { level: 1, name: 'Picnic Season' })
    await waitFor(() => expect(types()).toEqual(['NGO', 'EventSeries', 'BreadcrumbList']))
    const [, data, trail] = jsonLdBlocks()
    expect(data).toMatchObject({
      '@id': `${origin}/events/series/picnic-season`,
      name: 'Picnic Season',
      subEvent: [{ '@type': 'Event', startDate: '2026-07-18T12:00:00-04:00', superEvent: { '@id': `${origin}/events/series/picnic-season` } }],
    })
    expect(trail).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Events' }, { name: 'Picnic Season', item: `${origin}/events/series/picnic-season` }] })
  })

  it("a post's JSON-LD keeps a title holding </script> as data", async () => {
    server.use(http.get('/api/blog/:slug', () => HttpResponse.json(post)), http.get('/api/services', () => HttpResponse.json([])))
    const { container } = await renderRoute('/blog/our-news')
    await screen.findByRole('heading', { level: 1, name: hostileTitle })
    await waitFor(() => expect(types()).toEqual(['NGO', 'BlogPosting', 'BreadcrumbList']))
    expect(jsonLdBlocks()[1]).toMatchObject({ headline: hostileTitle, datePublished: '2026-01-15T09:00:00-05:00' })
    // Parsed as HTML, the page's markup still has exactly its three data blocks and no other script.
    const reparsed = new DOMParser().parseFromString(container.innerHTML, 'text/html')
    expect([...reparsed.querySelectorAll('script')].map((script) => script.type)).toEqual(Array(3).fill('application/ld+json'))
    expect(container.innerHTML).toContain('Our news \\u003c/script\\u003e')
  })

  it('a service page carries the service and its breadcrumbs once the service has loaded', async () => {
    server.use(
      http.get('/api/services', () => HttpResponse.json([])),
      http.get('/api/services/day-habilitation', () => HttpResponse.json({
        id: '1', slug: 'day-habilitation', title: 'Day Habilitation', description: 'A structured day program.', overview: 'O', approach: 'A',
        keyComponents: [], staffTraining: 'S', goals: 'G', commitment: 'C', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
      })),
    )
    await renderRoute('/services/day-habilitation')
    await screen.findByRole('heading', { level: 1, name: 'Day Habilitation' })
    expect(types()).toEqual(['NGO', 'Service', 'BreadcrumbList'])
    expect(jsonLdBlocks()[1]).toMatchObject({ name: 'Day Habilitation', areaServed: { '@type': 'State', name: 'New Jersey' } })
    expect(jsonLdBlocks()[2]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Services', item: `${origin}/services` }, { name: 'Day Habilitation' }] })
  })
})
