import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { attributesOf } from '@/testing/attributes'

configure({ asyncUtilTimeout: 5000 })

const featuredImage = {
  alt: 'A quiet reading corner with cushions', width: 1600, height: 1067,
  files: [{ url: '/media/s-480.webp', width: 480, height: 320 }, { url: '/media/s-1600.webp', width: 1600, height: 1067 }],
  social: { url: '/media/s-social.webp', width: 1200, height: 630 },
}
const respite = { id: '1', slug: 'respite-care', title: 'Respite Care', description: 'Short breaks for families.', featuredImage }
const plain = { id: '2', slug: 'day-habilitation', title: 'Day Habilitation', description: 'Structured days.', featuredImage: null }
const other = { ...respite, id: '3', slug: 'family-support', title: 'Family Support' }
const detail = (service: typeof respite | typeof plain) => ({
  ...service, overview: 'Overview text.', approach: 'Approach text.', keyComponents: [{ name: 'Breaks', description: 'Short ones' }],
  staffTraining: 'Training text.', goals: 'Goals text.', commitment: 'Commitment text.',
  createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
})

const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
const list = http.get('/api/services', () => HttpResponse.json([respite, plain, other]))

describe('featured images on services', { timeout: 30_000 }, () => {
  it('shows a service’s image on its page at once, shares its social crop and names it in the JSON-LD', async () => {
    server.use(list, http.get('/api/services/respite-care', () => HttpResponse.json(detail(respite))))
    await renderRoute('/services/respite-care')
    await screen.findByRole('heading', { level: 1, name: 'Respite Care' })
    const img = within(screen.getByRole('main')).getByRole('img', { name: featuredImage.alt })
    expect(attributesOf(img)).toMatchObject({
      srcset: '/media/s-480.webp 480w, /media/s-1600.webp 1600w',
      sizes: '(min-width: 64rem) 480px, (min-width: 48rem) 50vw, 100vw',
      width: '1600',
      height: '1067',
      loading: 'eager',
      fetchpriority: 'high',
    })
    await waitFor(() => expect(meta('og:image')).toMatch(/^https?:\/\/[^/]+\/media\/s-social\.webp$/))
    expect(meta('og:image:width')).toBe('1200')
    expect(meta('og:image:height')).toBe('630')
    expect(meta('og:image:alt')).toBe(featuredImage.alt)
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'))
    const service = jsonLd.find((d) => d['@type'] === 'Service')
    expect(service.image.map((i: { url: string }) => new URL(i.url).pathname)).toEqual(['/media/s-1600.webp', '/media/s-social.webp'])
  })

  it('looks as before without an image, and shares the site’s default image', async () => {
    server.use(list, http.get('/api/services/day-habilitation', () => HttpResponse.json(detail(plain))))
    await renderRoute('/services/day-habilitation')
    await screen.findByRole('heading', { level: 1, name: 'Day Habilitation' })
    expect(within(screen.getByRole('main')).queryByRole('img')).toBeNull()
    await waitFor(() => expect(meta('og:image')).toMatch(/\/og-default\.png$/))
  })

  it('puts the image on the /services cards: the first eager with high priority, the rest lazy; none on a card without one', async () => {
    server.use(list)
    await renderRoute('/services')
    const main = screen.getByRole('main')
    const imgs = await within(main).findAllByRole('img', { name: featuredImage.alt })
    expect(imgs).toHaveLength(2)
    expect(imgs[0]).toHaveAttribute('loading', 'eager')
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high')
    expect(imgs[1]).toHaveAttribute('loading', 'lazy')
    expect(imgs[1]).toHaveAttribute('sizes', '(min-width: 64rem) 400px, (min-width: 48rem) 50vw, 100vw')
    expect(imgs[1]).toHaveAttribute('height', '1067')
    const plainCard = within(main).getByRole('heading', { level: 2, name: 'Day Habilitation' }).closest('li')!
    expect(within(plainCard as HTMLElement).queryByRole('img')).toBeNull()
  })

  it('puts the images on the home carousel’s cards, every one lazy', async () => {
    server.use(list, http.post('/api/newsletter', () => HttpResponse.json({ ok: true })))
    await renderRoute('/')
    const section = await screen.findByRole('region', { name: 'Our Services' }, { timeout: 15_000 })
    // The carousel loads as the visitor heads down the page or first touches or presses a key.
    fireEvent.pointerDown(document.body)
    const imgs = await within(section).findAllByRole('img', { name: featuredImage.alt }, { timeout: 15_000 })
    expect(imgs.length).toBeGreaterThanOrEqual(2)
    for (const img of imgs) {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('srcset', '/media/s-480.webp 480w, /media/s-1600.webp 1600w')
    }
  })
})
