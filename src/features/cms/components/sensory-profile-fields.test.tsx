import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminEvent } from '@contract/admin-content.ts'
import type { MediaItem } from '@contract/admin-media.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { EventsTab } from './events-tab'
import { translationStatesHandler } from '../translations/test-handlers'

const PHOTO = '0c4be431-a7ff-5044-990c-358d180fb147'
const door: MediaItem = {
  id: PHOTO, originalName: 'door.webp', alt: 'The cinema door', decorative: false, caption: '', credit: '', focalX: 0.5, focalY: 0.5,
  width: 960, height: 640, showsPeople: false, release: null, public: true, published: true,
  files: [{ path: 'door.webp', url: '/api/admin/media/files/door.webp', variant: 'original', width: 960, height: 640, contentType: 'image/webp', bytes: 100 }],
  usedIn: [], createdAt: '2026-11-20T10:00:00.000Z',
}
const OFFICE = '11111111-1111-4111-8111-111111111111'
const event: AdminEvent = {
  id: '22222222-2222-4222-8222-222222222222', version: 1, slug: 'quiet-movie', title: 'Quiet Movie',
  description: 'A film', location: 'Livingston, NJ', eventDate: '2030-05-04T18:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: null, published: false, status: 'upcoming', seatsTaken: 0, seatsLeft: null, registrationCount: 0,
  seatsHeld: 0, waitlistCount: 0, publishAt: null, cancelledAt: null,
}

let sent: Record<string, unknown> | undefined
beforeEach(() => {
  sent = undefined
  server.use(
    translationStatesHandler(),
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/admin/media', () => HttpResponse.json([door])),
    http.get('/api/admin/content/locations', () => HttpResponse.json([{ id: OFFICE, name: 'Main Office - Livingston', position: 1, version: 1, published: true, updatedAt: '' }])),
    http.post('/api/admin/events', async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>
      return HttpResponse.json(event, { status: 201 })
    }),
  )
})

describe('the event form sensory and access information', { timeout: 30_000 }, () => {
  it('sends the location and a profile with a three-step story, a photo on the first step', async () => {
    const { user } = renderWithProviders(<EventsTab />)
    await user.click(await screen.findByRole('button', { name: 'New Event' }, { timeout: 10_000 }))
    await user.type(screen.getByLabelText(/^Title/), 'Quiet Movie')
    await user.type(screen.getByLabelText(/^Description/), 'A film')
    await user.type(screen.getByLabelText(/^Location/), 'Livingston')
    await user.type(screen.getByLabelText(/^Starts/), '2030-06-01T11:00')
    await user.selectOptions(await screen.findByLabelText('Held at one of our locations'), 'Main Office - Livingston')

    const profile = screen.getByRole('group', { name: 'Sensory and access information' })
    await user.selectOptions(within(profile).getByLabelText('Noise'), 'Low')
    await user.selectOptions(within(profile).getByLabelText('Quiet room or space'), 'Yes')
    await user.type(within(profile).getByLabelText('Where the quiet space is'), 'Room 2')
    await user.click(within(profile).getByRole('checkbox', { name: 'Spanish interpretation' }))
    for (const text of ['Come in', 'Sit down', 'Enjoy the film']) {
      await user.click(within(profile).getByRole('button', { name: 'Add a step' }))
      const steps = within(profile).getAllByLabelText(/^What happens/)
      await user.type(steps[steps.length - 1]!, text)
    }
    await user.selectOptions(within(profile).getAllByLabelText('Photo')[0]!, 'The cinema door')
    await user.click(within(profile).getByRole('button', { name: 'Move step 3 up' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent).toMatchObject({
      locationId: OFFICE,
      sensoryProfile: {
        noise: 'low', lighting: null, crowd: null, quietSpace: true, quietSpaceWhere: 'Room 2', seating: null, food: null,
        access: ['spanish-interpretation'],
        steps: [
          { text: 'Come in', imageId: PHOTO, imageAlt: null },
          { text: 'Enjoy the film', imageId: null, imageAlt: null },
          { text: 'Sit down', imageId: null, imageAlt: null },
        ],
      },
    })
  })

  it('says what is wrong in the staff words at the step, and sends nothing', async () => {
    const { user } = renderWithProviders(<EventsTab />)
    await user.click(await screen.findByRole('button', { name: 'New Event' }, { timeout: 10_000 }))
    const profile = screen.getByRole('group', { name: 'Sensory and access information' })
    await user.click(within(profile).getByRole('button', { name: 'Add a step' }))
    await user.selectOptions(within(profile).getByLabelText('Quiet room or space'), 'No')
    await user.type(within(profile).getByLabelText('Where the quiet space is'), 'Room 2')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(profile).findByText('Each step needs its text')).toBeInTheDocument()
    expect(within(profile).getByText('Say where the quiet space is only when there is one')).toBeInTheDocument()
    expect(sent).toBeUndefined()
  })

  it('sends no profile when nothing was said', async () => {
    const { user } = renderWithProviders(<EventsTab />)
    await user.click(await screen.findByRole('button', { name: 'New Event' }, { timeout: 10_000 }))
    await user.type(screen.getByLabelText(/^Title/), 'Picnic')
    await user.type(screen.getByLabelText(/^Description/), 'Food')
    await user.type(screen.getByLabelText(/^Location/), 'Park')
    await user.type(screen.getByLabelText(/^Starts/), '2030-06-01T11:00')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent).toMatchObject({ locationId: null, sensoryProfile: null })
  })
})
