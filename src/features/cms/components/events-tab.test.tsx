import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AdminEvent, RegistrationRow } from '@contract/admin-content.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { EventsTab } from './events-tab'

const event: AdminEvent = {
  id: '22222222-2222-4222-8222-222222222222', slug: 'sensory-friendly-movie', title: 'Sensory-Friendly Movie',
  description: 'Lights up, sound down', location: 'Livingston, NJ', eventDate: '2030-05-04T18:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: 40, published: true, status: 'upcoming', seatsTaken: 12, seatsLeft: 28, registrationCount: 5,
}
const registration: RegistrationRow = {
  id: 'r1', attendeeName: 'Ana Lopez', attendeeEmail: 'ana@example.org', attendeePhone: '2015550123', numberOfGuests: 2,
  specialRequests: 'Aisle seats', accommodations: 'Wheelchair space', status: 'confirmed', createdAt: '2030-04-01T12:00:00.000Z',
}

describe('EventsTab', { timeout: 60_000 }, () => {
  it('shows seats taken and left, and the registrations with accommodations', async () => {
    server.use(
      http.get('/api/admin/events', () => HttpResponse.json([event])),
      http.get('/api/admin/events/:id/registrations', () => HttpResponse.json([registration])),
    )
    const { user } = renderWithProviders(<EventsTab />)
    const row = (await screen.findByText('Sensory-Friendly Movie', {}, { timeout: 10_000 })).closest('tr')!
    expect(within(row).getByText('12 taken, 28 left of 40')).toBeInTheDocument()
    expect(within(row).getByText('Upcoming')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: 'Registrations for Sensory-Friendly Movie' }))
    const dialog = await screen.findByRole('dialog', { name: 'Registrations: Sensory-Friendly Movie' }, { timeout: 10_000 })
    expect(await within(dialog).findByText('Wheelchair space')).toBeInTheDocument()
    expect(within(dialog).getByText('Aisle seats')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('creates an event from New Jersey date-times and a capacity', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/events', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(event, { status: 201 })
      }),
    )
    const { user } = renderWithProviders(<EventsTab />)
    await user.click(await screen.findByRole('button', { name: 'New Event' }, { timeout: 10_000 }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Event date is required', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('Location is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Title/), 'Family Picnic')
    await user.type(screen.getByLabelText(/^Description/), 'Games and food')
    await user.type(screen.getByLabelText(/^Location/), 'Verona Park')
    await user.type(screen.getByLabelText(/^Starts/), '2030-06-01T11:00')
    await user.type(screen.getByLabelText('Maximum capacity'), '50')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent).toMatchObject({
      title: 'Family Picnic', location: 'Verona Park', eventDate: '2030-06-01T15:00:00.000Z', // 11:00 EDT
      endDate: null, registrationDeadline: null, maxCapacity: 50, published: false,
    })
  })
})
