import { configure, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlogPost } from '@contract/blog.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

const post: BlogPost = {
  id: 'p1',
  slug: 'a-summer-of-growth',
  title: 'A Summer of Growth',
  excerpt: 'How our day program spent the summer.',
  category: 'success-stories',
  publishedAt: '2026-03-05T12:00:00Z',
  createdAt: '2026-03-05T12:00:00Z',
  updatedAt: '2026-04-10T12:00:00Z',
  content: 'First paragraph.\n\n\nSecond paragraph.\n   \nThird paragraph.',
}

function answerPost(status = 200) {
  server.use(
    http.get('/api/blog/:slug', ({ params }) =>
      status === 200 && params.slug === post.slug ? HttpResponse.json(post) : HttpResponse.json({ error: 'Post not found' }, { status: 404 }),
    ),
    http.get('/api/services', () => HttpResponse.json([])),
  )
}

configure({ asyncUtilTimeout: 5000 })

function setShare(value: unknown) {
  Object.defineProperty(navigator, 'share', { value, configurable: true, writable: true })
}
afterEach(() => {
  setShare(undefined)
  vi.restoreAllMocks()
})

describe('/blog/{slug}', { timeout: 30_000 }, () => {
  it('shows the post: back link, dates, read time, title, excerpt, paragraphs and links onward', async () => {
    answerPost()
    await renderRoute('/blog/a-summer-of-growth')

    expect(await screen.findByRole('heading', { level: 1, name: 'A Summer of Growth' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog')
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument()
    expect(screen.getByText('3 min read')).toBeInTheDocument()
    expect(screen.getByText('How our day program spent the summer.')).toBeInTheDocument()
    const paragraphs = ['First paragraph.', 'Second paragraph.', 'Third paragraph.'].map((t) => screen.getByText(t))
    expect(paragraphs.every((p) => p.tagName === 'P')).toBe(true)
    expect(screen.getByText('April 10, 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services')
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog')
    await waitFor(() => expect(document.title).toMatch(/^A Summer of Growth \| /))
  })

  it('shows the 404 page for an unknown post', async () => {
    answerPost()
    await renderRoute('/blog/no-such-post')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
  })

  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    setShare(share)
    answerPost()
    const { user } = await renderRoute('/blog/a-summer-of-growth')
    await user.click(await screen.findByRole('button', { name: /Share/ }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'A Summer of Growth', url: expect.stringContaining('/blog/a-summer-of-growth') }))
  })

  it("otherwise copies the link and alerts 'Link copied to clipboard!'; failures are only logged", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    answerPost()
    const { user } = await renderRoute('/blog/a-summer-of-growth')
    // user-event installs its own clipboard on setup; make its second write fail.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    writeText.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'))

    await user.click(await screen.findByRole('button', { name: /Share/ }))
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/blog/a-summer-of-growth'))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'))
    await user.click(screen.getByRole('button', { name: /Share/ }))
    await waitFor(() => expect(log).toHaveBeenCalledWith('Sharing failed', expect.any(Error)))
    expect(alert).toHaveBeenCalledTimes(1)
  })
})

describe('/es/blog/{slug}', { timeout: 30_000 }, () => {
  it('shows the post’s own words with the page’s words and dates in Spanish, and shares the Spanish address', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    answerPost()
    const { user } = await renderRoute('/es/blog/a-summer-of-growth')

    expect(await screen.findByRole('heading', { level: 1, name: 'A Summer of Growth' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Volver al blog/ })).toHaveAttribute('href', '/es/blog')
    expect(screen.getByText('5 de marzo de 2026')).toBeInTheDocument()
    expect(screen.getByText('3 min de lectura')).toBeInTheDocument()
    expect(screen.getByText('10 de abril de 2026')).toBeInTheDocument()
    expect(screen.getByText(/Última actualización:/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '¿Quiere saber más?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Conozca nuestros servicios' })).toHaveAttribute('href', '/es/services')
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact')
    expect(screen.getByRole('link', { name: 'Ver todas las publicaciones' })).toHaveAttribute('href', '/es/blog')

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await user.click(screen.getByRole('button', { name: /Compartir/ }))
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/es\/blog\/a-summer-of-growth$/))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('¡Se copió el enlace!'))
  })

  it('names an unknown post’s page in Spanish', async () => {
    answerPost()
    await renderRoute('/es/blog/no-such-post')
    await waitFor(() => expect(document.title).toMatch(/^Página no encontrada \| /))
  })
})
