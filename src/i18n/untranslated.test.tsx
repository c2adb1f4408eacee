// Every public page rendered in a test language (src/testing/pseudo-language.ts): the words from
// messages objects and the API's data are marked, so any English written into the code outside
// the messages shows up unmarked. A page's states are covered with it: loaded, empty, failed.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { BlogPost } from '@contract/blog.ts'
import type { Event } from '@contract/events.ts'
import type { PageName } from '@contract/site-content.ts'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { pageContent, siteContent } from '@/testing/site-content-handlers'
import { site } from '@/content/site'
import { pseudoData, unmarked, untranslatedTexts } from '@/testing/pseudo-language'
import type * as Messages from '@/i18n/messages'
import { FAR_SECTIONS } from '@/routes/-home-far-sections'

vi.mock('@/i18n/messages', async (importOriginal) => {
  const actual = await importOriginal<typeof Messages>()
  const { pseudoWords: marked } = await import('@/testing/pseudo-language')
  return { ...actual, useMessages: marked, wordsIn: marked }
})

const event: Event = {
  id: 'e1', slug: 'summer-picnic', title: 'Summer Picnic', description: 'Food and games.\nBring a hat.',
  location: 'Memorial Park, Livingston, NJ', eventDate: '2099-07-18T16:00:00.000Z', endDate: '2099-07-18T19:00:00.000Z',
  registrationDeadline: null, maxCapacity: 50, status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: 9,
}
const post: BlogPost = {
  id: 'p1', slug: 'our-news', title: 'Our News', excerpt: 'An excerpt.', category: null, content: 'Body.\n\nMore body.',
  publishedAt: '2026-01-15T14:00:00Z', createdAt: '2026-01-15T14:00:00Z', updatedAt: '2026-01-16T14:00:00Z',
}
const services = [{ id: '1', slug: 'day-habilitation', title: 'Day Habilitation', description: 'A structured day program.' }]
const service = {
  ...services[0], overview: 'Overview text.', approach: 'Approach text.', keyComponents: JSON.stringify([{ name: 'Case Management', description: 'One plan' }]),
  staffTraining: 'Training text.', goals: 'Goals text.', commitment: 'Commitment text.', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
}
const PAGES: PageName[] = ['home', 'about', 'get-involved', 'resources', 'donate', 'privacy', 'terms', 'accessibility']

/** The API as a Spanish page sees it, every answer's prose marked as data. */
function markedApi() {
  const json = (body: object) => () => HttpResponse.json(pseudoData(body) as Record<string, unknown>)
  server.use(
    http.get('*/api/site', json(siteContent)),
    http.get('*/api/pages/:page', ({ params }) => HttpResponse.json(pseudoData(pageContent(params.page as PageName)))),
    http.get('*/api/services', json(services)),
    http.get('*/api/services/:slug', json(service)),
    http.get('*/api/events', json([event])),
    http.get('*/api/events/:slug', json(event)),
    http.get('*/api/blog', json([post])),
    http.get('*/api/blog/:slug', json(post)),
  )
}

/** The elements each section a page loads on its own watches for, which the sections that render their own heading bring once loaded. */
const LAZY_SECTIONS: Record<string, string[]> = {
  '': FAR_SECTIONS.map((section) => section.anchorId),
}

async function untranslatedOn(path: string, ...handlers: Parameters<typeof server.use>) {
  markedApi()
  server.use(...handlers)
  const { container } = await renderRoute(`/es${path}`)
  await screen.findByRole('main')
  // the page has settled: its data has arrived and the footer (loaded on its own) is there
  await waitFor(() => expect(document.querySelector('footer, [role="contentinfo"]')).not.toBeNull(), { timeout: 5000 })
  await waitFor(() => expect(container.textContent).not.toMatch(/⟦Loading[^⟧]*\.\.\.⟧/), { timeout: 5000 })
  // and so have the sections that load their code on their own
  await waitFor(() => expect((LAZY_SECTIONS[path] ?? []).filter((id) => !document.getElementById(id))).toEqual([]), { timeout: 5000 })
  return [...untranslatedTexts(document.body), ...untranslatedHead()]
}

/** What the page's head tells search engines and link previews (the site's name aside) that was not translated. */
function untranslatedHead(): string[] {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? ''
  const texts = [
    document.title.replace(` | ${site.name}`, ''),
    content('meta[name="description"]'),
    content('meta[name="keywords"]'),
    content('meta[property="og:image:alt"]'),
  ]
  return texts.filter((text) => /\p{L}{2,}/u.test(unmarked(text))).map((text) => `head: ${text}`)
}

describe('a Spanish page shows no English of the code', { timeout: 30_000 }, () => {
  const paths = ['', '/about', '/get-involved', '/resources', '/donate', '/privacy', '/terms', '/accessibility', '/sitemap',
    '/services', '/services/day-habilitation', '/events', '/events/summer-picnic', '/events/summer-picnic/register',
    '/blog', '/blog/our-news', '/contact', '/a-page-that-does-not-exist']
  it.each(paths)('/es%s', async (path) => {
    expect(await untranslatedOn(path)).toEqual([])
  })
  const failed = () => HttpResponse.json({ error: 'Something went wrong. Please try again later.' }, { status: 500 })
  const notFound = () => HttpResponse.json({ error: 'Not found' }, { status: 404 })
  it.each([
    ['/events', 'with no events', http.get('*/api/events', () => HttpResponse.json([]))],
    ['/events', 'when the events cannot be loaded', http.get('*/api/events', failed)],
    ['/events/summer-picnic', 'for an unknown event', http.get('*/api/events/:slug', notFound)],
    ['/events/summer-picnic', 'for a full event', http.get('*/api/events/:slug', () => HttpResponse.json(pseudoData({ ...event, seatsLeft: 0, registrationOpen: false, waitlistOpen: true })))],
    ['/blog', 'with no posts', http.get('*/api/blog', () => HttpResponse.json([]))],
    ['/blog', 'when the posts cannot be loaded', http.get('*/api/blog', failed)],
    ['/blog/our-news', 'for an unknown post', http.get('*/api/blog/:slug', notFound)],
    ['/services', 'when the services cannot be loaded', http.get('*/api/services', failed)],
    ['/services/day-habilitation', 'for an unknown service', http.get('*/api/services/:slug', notFound)],
  ])('/es%s %s', async (path, _state, handler) => {
    expect(await untranslatedOn(path, handler)).toEqual([])
  })

  it('covers every content page', () => {
    expect(PAGES.filter((page) => page !== 'home' && !paths.includes(`/${page}`))).toEqual([])
  })
})
