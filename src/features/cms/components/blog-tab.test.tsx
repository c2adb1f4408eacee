import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminBlogPost } from '@contract/admin-content.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { BlogTab } from './blog-tab'
import { translationStatesHandler } from '../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

const draft: AdminBlogPost = {
  id: '11111111-1111-4111-8111-111111111111', version: 1, slug: 'spring-open-house', title: 'Spring Open House', excerpt: 'Come visit',
  content: 'Hello', category: 'events-activities', published: false, publishedAt: null, publishAt: null,
  createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z',
}

describe('BlogTab', { timeout: 60_000 }, () => {
  // The post form's featured image picker reads the media library.
  beforeEach(() => server.use(http.get('/api/admin/media', () => HttpResponse.json([]))))

  it('lists drafts and publishes one', async () => {
    let patched: unknown
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json([draft])),
      http.patch('/api/admin/blog/:id/published', async ({ request, params }) => {
        patched = { id: params.id, ...((await request.json()) as object) }
        return HttpResponse.json({ ...draft, published: true })
      }),
    )
    const { user } = renderWithProviders(<BlogTab />)
    const row = (await screen.findByText('Spring Open House', {}, { timeout: 10_000 })).closest('tr')!
    expect(within(row).getByText('Draft')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Publish Spring Open House' }))
    await waitFor(() => expect(patched).toEqual({ id: draft.id, published: true }))
  })

  it('shows a post saved after the list first loaded while the form was open', async () => {
    // the list's first read answers only once the form is open: its data then changes only while
    // the form is shown, which must still reach the list when the form closes
    let answerFirstRead = () => {}
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve))
    let rows: AdminBlogPost[] = []
    server.use(
      http.get('/api/admin/blog', async () => {
        const answer = HttpResponse.json(rows)
        await firstRead
        return answer
      }),
      http.post('/api/admin/blog', () => {
        rows = [draft]
        return HttpResponse.json(draft, { status: 201 })
      }),
    )
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'New Post' }, { timeout: 10_000 }))
    answerFirstRead()
    await user.type(screen.getByLabelText(/^Title/), draft.title)
    await user.type(screen.getByRole('textbox', { name: /^Content/ }), 'Hello')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const row = (await screen.findByText('Spring Open House', {}, { timeout: 10_000 })).closest('tr')!
    expect(within(row).getByText('Draft')).toBeInTheDocument()
  })

  it('saves an edit at the version it loaded; a stale one is explained, and Reload shows the other editor\'s version', async () => {
    const theirs = { ...draft, title: 'Spring Open House (their words)', version: 2 }
    let sent: unknown
    let rows = [draft]
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json(rows)),
      http.put('/api/admin/blog/:id', async ({ request }) => {
        sent = await request.json()
        rows = [theirs]
        return HttpResponse.json({ error: 'Someone else saved this; reload to see their changes', current: theirs }, { status: 409 })
      }),
    )
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Open House' }, { timeout: 10_000 }))
    await user.clear(screen.getByLabelText(/^Title/))
    await user.type(screen.getByLabelText(/^Title/), 'Spring Open House (my words)')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByText('Someone else saved this; reload to see their changes', { selector: '[role=alert] p' })
    expect(sent).toMatchObject({ title: 'Spring Open House (my words)', version: 1 })
    await user.click(within(alert.closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Spring Open House (their words)'))
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
  })

  it('back from the form, the focus is on the list heading', async () => {
    server.use(http.get('/api/admin/blog', () => HttpResponse.json([draft])))
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'New Post' }, { timeout: 10_000 }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blog Posts' })).toHaveFocus())
  })

  it('validates a new post, suggests the slug from the title, and sends it', async () => {
    let sent: unknown
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json([])),
      http.post('/api/admin/blog', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(draft, { status: 201 })
      }),
    )
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'New Post' }, { timeout: 10_000 }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Title must be at least 3 characters', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('Content is required')).toBeInTheDocument()
    expect(sent).toBeUndefined()

    await user.type(screen.getByLabelText(/^Title/), 'Our Summer Camp & You')
    expect(screen.getByText(/Leave empty to use “our-summer-camp-and-you”/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Content/), 'Line one')
    await user.selectOptions(screen.getByLabelText('Category'), 'success-stories')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(sent).toEqual({
        title: 'Our Summer Camp & You', slug: '', excerpt: '', content: 'Line one', category: 'success-stories', published: false,
        publishAt: null, featuredImageId: null,
      }),
    )
    expect(await screen.findByRole('heading', { name: 'Blog Posts' }, { timeout: 10_000 })).toBeInTheDocument()
  })

  it("puts the server's slug error on the slug field and stays on the form", async () => {
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json([draft])),
      http.put('/api/admin/blog/:id', () =>
        HttpResponse.json({ error: 'That slug is already in use', fieldErrors: { slug: ['That slug is already in use'] } }, { status: 409 }),
      ),
    )
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Open House' }, { timeout: 10_000 }))
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Spring Open House')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('That slug is already in use', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')
  })
})
