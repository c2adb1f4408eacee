import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { attributesOf } from '@/testing/attributes'

configure({ asyncUtilTimeout: 5000 })

const featuredImage = {
  alt: 'Families planting tulips in the community garden', width: 960, height: 640,
  files: [{ url: '/media/e-480.webp', width: 480, height: 320 }, { url: '/media/e-960.webp', width: 960, height: 640 }],
  social: { url: '/media/e-social.webp', width: 1200, height: 630 },
}
const withImage: Event = {
  id: 'e1', slug: 'garden-workshop', title: 'Garden Workshop', description: 'Planting tulips together.',
  location: 'Community garden, Livingston, NJ', eventDate: '2026-12-12T15:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: null, status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: null,
  featuredImage,
}
const without: Event = { ...withImage, id: 'e2', slug: 'plain-meeting', title: 'Plain Meeting', featuredImage: null }
const later: Event = { ...withImage, id: 'e3', slug: 'second-workshop', title: 'Second Workshop' }

const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
const services = http.get('/api/services', () => HttpResponse.json([]))

describe('featured images on events', { timeout: 30_000 }, () => {
  it('shows an event’s image on its page at once, shares its social crop and names it in the JSON-LD', async () => {
    server.use(http.get('/api/events/:slug', () => HttpResponse.json(withImage)), services)
    await renderRoute('/events/garden-workshop')
    const img = await screen.findByRole('img', { name: featuredImage.alt })
    expect(attributesOf(img)).toMatchObject({
      srcset: '/media/e-480.webp 480w, /media/e-960.webp 960w',
      sizes: '(min-width: 64rem) 640px, (min-width: 48rem) 66vw, 100vw',
      width: '960',
      height: '640',
      loading: 'eager',
      fetchpriority: 'high',
    })
    await waitFor(() => expect(meta('og:image')).toMatch(/^https?:\/\/[^/]+\/media\/e-social\.webp$/))
    expect(meta('og:image:width')).toBe('1200')
    expect(meta('og:image:height')).toBe('630')
    expect(meta('og:image:alt')).toBe(featuredImage.alt)
    await waitFor(() => {
      const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'))
      const event = jsonLd.find((d) => d['@type'] === 'Event')
      expect(event.image.map((i: { url: string }) => new URL(i.url).pathname)).toEqual(['/media/e-960.webp', '/media/e-social.webp'])
    })
  })

  it('looks as before without an image, and shares the site’s default image', async () => {
    server.use(http.get('/api/events/:slug', () => HttpResponse.json(without)), services)
    await renderRoute('/events/plain-meeting')
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain Meeting' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
    await waitFor(() => expect(meta('og:image')).toMatch(/\/og-default\.png$/))
  })

  it('puts the image on each card: the first eager with high priority, the rest lazy; none on a card without one', async () => {
    server.use(http.get('/api/events', () => HttpResponse.json([withImage, without, later])), services)
    await renderRoute('/events')
    const imgs = await screen.findAllByRole('img', { name: featuredImage.alt })
    expect(imgs).toHaveLength(2)
    expect(imgs[0]).toHaveAttribute('loading', 'eager')
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high')
    expect(imgs[1]).toHaveAttribute('loading', 'lazy')
    expect(imgs[1]).toHaveAttribute('decoding', 'async')
    expect(imgs[1]).toHaveAttribute('sizes', '(min-width: 64rem) 400px, (min-width: 48rem) 50vw, 100vw')
    expect(imgs[1]).toHaveAttribute('width', '960')
    expect(within(screen.getByRole('article', { name: 'Plain Meeting' })).queryByRole('img')).toBeNull()
  })
})
