import { configure, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@contract/blog.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { attributesOf } from '@/testing/attributes'

configure({ asyncUtilTimeout: 5000 })

const featuredImage = {
  alt: 'Tulips in a raised garden bed', width: 960, height: 640,
  files: [{ url: '/media/a.webp', width: 480, height: 320 }, { url: '/media/b.webp', width: 960, height: 640 }],
  social: { url: '/media/s.webp', width: 1200, height: 630 },
}
const withImage: BlogPost = {
  id: 'p1', slug: 'garden-day', title: 'Garden Day', excerpt: 'We planted tulips.', category: 'events-activities',
  publishedAt: '2026-03-05T12:00:00Z', createdAt: '2026-03-05T12:00:00Z', updatedAt: '2026-03-05T12:00:00Z',
  content: 'We planted tulips.', featuredImage,
}
const without: BlogPost = { ...withImage, id: 'p2', slug: 'plain-news', title: 'Plain News', featuredImage: null }
const later: BlogPost = { ...withImage, id: 'p3', slug: 'second-garden', title: 'Second Garden' }

const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')

describe('featured images on the blog', { timeout: 30_000 }, () => {
  it('shows a post’s image first on its page, at once, and shares its social crop', async () => {
    server.use(http.get('/api/blog/:slug', () => HttpResponse.json(withImage)), http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/blog/garden-day')
    const img = await screen.findByRole('img', { name: 'Tulips in a raised garden bed' })
    expect(attributesOf(img)).toMatchObject({ srcset: '/media/a.webp 480w, /media/b.webp 960w', width: '960', height: '640', fetchpriority: 'high' })
    await waitFor(() => expect(meta('og:image')).toMatch(/^https?:\/\/[^/]+\/media\/s\.webp$/))
    expect(meta('og:image:width')).toBe('1200')
    expect(meta('og:image:height')).toBe('630')
    expect(meta('og:image:alt')).toBe('Tulips in a raised garden bed')
  })

  it('shares the site’s default image for a post without one', async () => {
    server.use(http.get('/api/blog/:slug', () => HttpResponse.json(without)), http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/blog/plain-news')
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain News' })).toBeInTheDocument()
    await waitFor(() => expect(meta('og:image')).toMatch(/\/og-default\.png$/))
    expect(meta('og:image:width')).toBe('1200')
    expect(screen.queryByRole('img', { name: 'Tulips in a raised garden bed' })).toBeNull()
  })

  it('puts the image on each card: the first eager with high priority, the rest lazy', async () => {
    server.use(http.get('/api/blog', () => HttpResponse.json([withImage, without, later])), http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/blog')
    const imgs = await screen.findAllByRole('img', { name: 'Tulips in a raised garden bed' })
    expect(imgs).toHaveLength(2)
    expect(imgs[0]).toHaveAttribute('loading', 'eager')
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high')
    expect(imgs[1]).toHaveAttribute('loading', 'lazy')
    expect(imgs[1]).toHaveAttribute('decoding', 'async')
    expect(imgs[1]).toHaveAttribute('sizes', '(min-width: 64rem) 400px, (min-width: 48rem) 50vw, 100vw')
  })
})
