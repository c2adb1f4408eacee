import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminEvent, AdminService } from '@contract/admin-content.ts'
import type { MediaItem } from '@contract/admin-media.ts'
import { FEATURED_IMAGE_MESSAGES } from '@contract/featured-image.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { EventsTab } from './events-tab'
import { ServicesTab } from './services-tab'
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
const reading: MediaItem = { ...garden, id: '22222222-2222-4222-8222-222222222222', alt: 'A quiet reading corner' }
const event: AdminEvent = {
  id: '33333333-3333-4333-8333-333333333333', version: 1, slug: 'garden-workshop', title: 'Garden Workshop', description: 'Planting tulips',
  location: 'Livingston, NJ', eventDate: '2030-05-04T18:00:00.000Z', endDate: null, registrationDeadline: null, maxCapacity: null,
  published: true, status: 'upcoming', seatsTaken: 0, seatsLeft: null, registrationCount: 0, seatsHeld: 0, waitlistCount: 0,
  publishAt: null, cancelledAt: null, featuredImageId: garden.id,
}
const service: AdminService = {
  id: '44444444-4444-4444-8444-444444444444', version: 1, slug: 'respite-care', title: 'Respite Care', description: 'Short breaks',
  overview: 'O', approach: 'A', keyComponents: [{ name: 'In-home', description: 'Care at home' }], staffTraining: 'S',
  goals: 'G', commitment: 'C', published: true, createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z',
  featuredImageId: null,
}

const forms = [
  { what: 'event', list: '/api/admin/events', row: event, Tab: EventsTab, before: garden.id, after: reading.id },
  { what: 'service', list: '/api/admin/services', row: service, Tab: ServicesTab, before: '', after: garden.id },
] as const

describe.each(forms)('the featured image picker in the $what form', { timeout: 60_000 }, ({ list, row, Tab, before, after }) => {
  it('shows the stored image (or none), offers the library’s images and saves the choice', async () => {
    const sent: Record<string, unknown>[] = []
    server.use(
      http.get(list, () => HttpResponse.json([row])),
      http.get('/api/admin/media', () => HttpResponse.json([garden, reading])),
      http.get('/api/admin/content/locations', () => HttpResponse.json([])),
      http.put(`${list}/:id`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json(row)
      }),
    )
    const { user } = renderWithProviders(<Tab />)
    await user.click(await screen.findByRole('button', { name: `Edit ${row.title}` }, { timeout: 10_000 }))
    const picker = screen.getByRole('combobox', { name: 'Featured image' })
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No image', 'A garden path with tulips', 'A quiet reading corner',
    ]))
    expect(picker).toHaveValue(before)
    await user.selectOptions(picker, after)
    expect(screen.getByTestId('featured-image-preview')).toHaveAttribute('src', '/media/w480.webp')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ featuredImageId: after, slug: row.slug })
  })

  it('puts the server’s refusal of an image visitors may not see on the picker', async () => {
    server.use(
      http.get(list, () => HttpResponse.json([row])),
      http.get('/api/admin/media', () => HttpResponse.json([garden, reading])),
      http.get('/api/admin/content/locations', () => HttpResponse.json([])),
      http.put(`${list}/:id`, () => HttpResponse.json(
        { error: FEATURED_IMAGE_MESSAGES.unpublished, fieldErrors: { featuredImageId: [FEATURED_IMAGE_MESSAGES.unpublished] } },
        { status: 400 })),
    )
    const { user } = renderWithProviders(<Tab />)
    await user.click(await screen.findByRole('button', { name: `Edit ${row.title}` }, { timeout: 10_000 }))
    const picker = screen.getByRole('combobox', { name: 'Featured image' })
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3))
    await user.selectOptions(picker, after)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findAllByText(FEATURED_IMAGE_MESSAGES.unpublished, {}, { timeout: 10_000 })).not.toHaveLength(0)
    expect(picker).toHaveAttribute('aria-invalid', 'true')
    expect(picker).toHaveAccessibleErrorMessage(FEATURED_IMAGE_MESSAGES.unpublished)
  })
})
