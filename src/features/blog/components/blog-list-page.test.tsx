import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@contract/blog.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

/** A post as GET /api/blog answers it: whole, content included (SPEC §3). */
const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 'p1',
  slug: 'first-post',
  title: 'A Summer of Growth',
  excerpt: 'How our day program spent the summer.',
  content: 'The garden club met every Tuesday.\n\nThe art group painted a mural.',
  category: 'success-stories',
  publishedAt: '2026-03-05T12:00:00Z',
  createdAt: '2026-03-05T12:00:00Z',
  updatedAt: '2026-03-06T12:00:00Z',
  ...over,
})

function answerBlog(resolver: () => Response | Promise<Response>) {
  server.use(
    http.get('/api/blog', resolver),
    http.get('/api/services', () => HttpResponse.json([])),
  )
}

configure({ asyncUtilTimeout: 5000 })

describe('/blog', { timeout: 30_000 }, () => {
  it('shows six placeholder cards while the posts load', async () => {
    answerBlog(async () => {
      await delay('infinite')
      return HttpResponse.json([])
    })
    await renderRoute('/blog')
    expect(await screen.findAllByTestId('blog-card-skeleton')).toHaveLength(6)
  })

  it('shows a card per post with its date, read time, excerpt and Read More link', async () => {
    answerBlog(() => HttpResponse.json([post({}), post({ id: 'p2', slug: 'second', title: 'New Office', category: null })]))
    await renderRoute('/blog')

    const card = await screen.findByRole('article', { name: 'A Summer of Growth' })
    expect(within(card).getByText('March 5, 2026')).toBeInTheDocument()
    expect(within(card).getByText('3 min read')).toBeInTheDocument()
    expect(within(card).getByText('How our day program spent the summer.')).toBeInTheDocument()
    expect(within(card).queryByText(/garden club/)).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/first-post')
    expect(screen.getByRole('article', { name: 'New Office' })).toBeInTheDocument()
  })

  it('links the newsletter call to action to /#newsletter and lists the four categories', async () => {
    answerBlog(() => HttpResponse.json([post({})]))
    await renderRoute('/blog')

    expect(await screen.findByRole('link', { name: 'Subscribe to Our Newsletter' })).toHaveAttribute('href', '/#newsletter')
    const categories = screen.getByRole('heading', { name: 'Categories' }).nextElementSibling as HTMLElement
    expect(within(categories).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Organization News',
      'Success Stories',
      'Industry Insights',
      'Events & Activities',
    ])
  })

  it("says 'No Blog Posts Yet' when there are none", async () => {
    answerBlog(() => HttpResponse.json([]))
    await renderRoute('/blog')
    expect(await screen.findByRole('heading', { name: 'No Blog Posts Yet' })).toBeInTheDocument()
  })

  it("says 'Unable to Load Blog Posts' when the call fails", async () => {
    answerBlog(() => HttpResponse.json({ error: 'boom' }, { status: 500 }))
    await renderRoute('/blog')
    expect(await screen.findByRole('heading', { name: 'Unable to Load Blog Posts' })).toBeInTheDocument()
  })
})

describe('/es/blog', { timeout: 30_000 }, () => {
  it('shows the list, its cards and the newsletter call in Spanish, with Spanish links', async () => {
    answerBlog(() => HttpResponse.json([post({})]))
    await renderRoute('/es/blog')

    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestro blog' })).toBeInTheDocument()
    const card = await screen.findByRole('article', { name: 'A Summer of Growth' })
    expect(within(card).getByText('5 de marzo de 2026')).toBeInTheDocument()
    expect(within(card).getByText('3 min de lectura')).toBeInTheDocument()
    expect(within(card).getByText('Historias de éxito')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Leer más: A Summer of Growth' })).toHaveAttribute('href', '/es/blog/first-post')
    expect(screen.getByRole('link', { name: 'Suscríbase a nuestro boletín' })).toHaveAttribute('href', '/es#newsletter')
    const categories = screen.getByRole('heading', { name: 'Categorías' }).nextElementSibling as HTMLElement
    expect(within(categories).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Noticias de la organización',
      'Historias de éxito',
      'Novedades del sector',
      'Eventos y actividades',
    ])
    await waitFor(() => expect(document.title).toMatch(/^Blog \| /))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^Noticias, historias de éxito/))
  })

  it('says in Spanish that there are no posts, or that they could not be loaded', async () => {
    answerBlog(() => HttpResponse.json([]))
    const { unmount } = await renderRoute('/es/blog')
    expect(await screen.findByRole('heading', { name: 'Todavía no hay publicaciones' })).toBeInTheDocument()
    unmount()
    answerBlog(() => HttpResponse.json({ error: 'boom' }, { status: 500 }))
    await renderRoute('/es/blog')
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar las publicaciones del blog' })).toBeInTheDocument()
  })
})
