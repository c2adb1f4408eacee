import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { MediaItem } from '@contract/admin-media.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { MediaTab } from './media-tab'

const file = (variant: MediaItem['files'][number]['variant'], width: number, height: number) => ({
  path: `${variant}.webp`, url: `/media/${variant}.webp`, variant, width, height, contentType: 'image/webp', bytes: 1000,
})
const garden: MediaItem = {
  id: '11111111-1111-4111-8111-111111111111', originalName: 'garden.jpg', alt: 'A garden path with tulips', decorative: false,
  caption: '', credit: '', focalX: 0.5, focalY: 0.5, width: 1600, height: 1200, showsPeople: false, release: null,
  public: true, published: true, files: [file('w480', 480, 360), file('original', 1600, 1200)],
  usedIn: [{ kind: 'post', id: 'p1', title: 'Spring garden day' }], createdAt: '2026-11-20T10:00:00.000Z',
}
const painting: MediaItem = {
  ...garden, id: '22222222-2222-4222-8222-222222222222', alt: 'Two people painting at a table', showsPeople: true,
  published: false, public: false, usedIn: [],
}

describe('MediaTab', { timeout: 60_000 }, () => {
  it('lists images with where they are used, filters by people, and shows the places when a delete is refused', async () => {
    const queries: string[] = []
    server.use(
      http.get('/api/admin/media', ({ request }) => {
        const url = new URL(request.url)
        queries.push(url.search)
        return HttpResponse.json(url.searchParams.get('filter') === 'people' ? [painting] : [garden, painting])
      }),
      http.delete('/api/admin/media/:id', () =>
        HttpResponse.json({ error: 'This image is in use and cannot be deleted. Remove it from these places first:', usedIn: garden.usedIn }, { status: 409 })),
    )
    const { user } = renderWithProviders(<MediaTab />)
    const list = await screen.findByRole('list', { name: 'Images' }, { timeout: 10_000 })
    const card = within(list).getByText('A garden path with tulips').closest('li')!
    expect(within(card).getByText('Used in: Blog post “Spring garden day”')).toBeInTheDocument()
    const img = within(card).getByRole('img', { name: 'A garden path with tulips' })
    expect(img).toHaveAttribute('src', '/media/w480.webp')
    expect(within(list).getByText('Shows people · no release')).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Delete image: A garden path with tulips' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent('Blog post: Spring garden day')

    await user.selectOptions(screen.getByLabelText('Show'), 'people')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Images' })).queryByText('A garden path with tulips')).toBeNull())
    expect(queries).toContain('?filter=people')
  })

  it('asks for alt text unless decorative, with guidance, and a release before a photo of people is published', async () => {
    server.use(http.get('/api/admin/media', () => HttpResponse.json([painting])))
    const { user } = renderWithProviders(<MediaTab />)
    const list = await screen.findByRole('list', { name: 'Images' }, { timeout: 10_000 })
    await user.click(within(list).getByRole('button', { name: 'Edit image: Two people painting at a table' }))
    const form = screen.getByRole('form', { name: 'Edit Image' })
    expect(within(form).getByText(/Never a person’s name or a diagnosis/)).toBeInTheDocument()
    await user.clear(within(form).getByLabelText(/Alt text/))
    await user.click(within(form).getByRole('checkbox', { name: /^Published/ }))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Describe the image for people who cannot see it, or mark it as decorative.')).toBeInTheDocument()
    expect(within(form).getByText('Choose the basis of the release')).toBeInTheDocument()
    expect(within(form).getByText('Say where the signed form is kept')).toBeInTheDocument()
  })
})
