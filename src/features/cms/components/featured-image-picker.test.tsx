import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminBlogPost } from '@contract/admin-content.ts'
import type { MediaItem } from '@contract/admin-media.ts'
import { FEATURED_IMAGE_MESSAGES } from '@contract/featured-image.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { BlogTab } from './blog-tab'
import { translationStatesHandler } from '../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

const file = (variant: MediaItem['files'][number]['variant'], width: number, height: number) => ({
  path: `${variant}.webp`, url: `/media/${variant}.webp`, variant, width, height, contentType: 'image/webp', bytes: 1000,
})
const garden: MediaItem = {
  id: '11111111-1111-4111-8111-111111111111', originalName: 'garden.jpg', alt: 'A garden path with tulips', decorative: false,
  caption: '', credit: '', focalX: 0.5, focalY: 0.5, width: 1600, height: 1200, showsPeople: false, release: null,
  public: true, published: true, files: [file('w480', 480, 360), file('original', 1600, 1200)], usedIn: [],
  createdAt: '2026-11-20T10:00:00.000Z',
}
const draftImage: MediaItem = { ...garden, id: '22222222-2222-4222-8222-222222222222', alt: '', decorative: true, originalName: 'waves.png', published: false, public: false }
const post: AdminBlogPost = {
  id: '33333333-3333-4333-8333-333333333333', version: 1, slug: 'garden-day', title: 'Garden Day', excerpt: '', content: 'We planted tulips.',
  category: 'events-activities', published: true, publishedAt: '2026-11-20T10:00:00.000Z', publishAt: null,
  createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', featuredImageId: garden.id,
}

describe('the featured image picker in the post form', { timeout: 60_000 }, () => {
  it('names each library image (and one visitors do not see), previews the chosen one, and saves the choice or none', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json([post])),
      http.get('/api/admin/media', () => HttpResponse.json([garden, draftImage])),
      http.put('/api/admin/blog/:id', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(post)
      }),
    )
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'Edit Garden Day' }, { timeout: 10_000 }))
    const picker = screen.getByRole('combobox', { name: 'Featured image' })
    await waitFor(() => expect(picker).toHaveValue(garden.id))
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No image', 'A garden path with tulips', 'waves.png (not shown to visitors)',
    ])
    expect(screen.getByTestId('featured-image-preview')).toHaveAttribute('src', '/media/w480.webp')

    await user.selectOptions(picker, draftImage.id)
    expect(screen.getByText('Visitors do not see this image yet: publish it in the Media Library.')).toBeInTheDocument()
    await user.selectOptions(picker, '')
    expect(screen.queryByTestId('featured-image-preview')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ featuredImageId: null })
  })

  it('puts the server’s refusal of an unpublished image on the picker', async () => {
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json([post])),
      http.get('/api/admin/media', () => HttpResponse.json([garden, draftImage])),
      http.put('/api/admin/blog/:id', () => HttpResponse.json(
        { error: FEATURED_IMAGE_MESSAGES.unpublished, fieldErrors: { featuredImageId: [FEATURED_IMAGE_MESSAGES.unpublished] } },
        { status: 400 })),
    )
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'Edit Garden Day' }, { timeout: 10_000 }))
    const picker = screen.getByRole('combobox', { name: 'Featured image' })
    await waitFor(() => expect(picker).toHaveValue(garden.id))
    await user.selectOptions(picker, draftImage.id)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findAllByText(FEATURED_IMAGE_MESSAGES.unpublished, {}, { timeout: 10_000 })).not.toHaveLength(0)
    expect(picker).toHaveAttribute('aria-invalid', 'true')
    expect(picker).toHaveAccessibleErrorMessage(FEATURED_IMAGE_MESSAGES.unpublished)
  })
})
