import { screen, waitFor, within } from '@testing-library/react'
import type { WaitlistRow } from '@contract/admin-content.ts'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminEvent, RegistrationRow } from '@contract/admin-content.ts'
import { Toaster, toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { EventsTab } from './events-tab'
import { translationStatesHandler } from '../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

const event: AdminEvent = {
  id: '22222222-2222-4222-8222-222222222222', version: 1, slug: 'sensory-friendly-movie', title: 'Sensory-Friendly Movie',
  description: 'Lights up, sound down', location: 'Livingston, NJ', eventDate: '2030-05-04T18:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: 40, published: true, status: 'upcoming', seatsTaken: 12, seatsLeft: 26, registrationCount: 5,
  seatsHeld: 2, waitlistCount: 2, publishAt: null, cancelledAt: null,
}
const registration: RegistrationRow = {
  id: 'r1', attendeeName: 'Ana Lopez', attendeeEmail: 'ana@example.org', attendeePhone: '2015550123', numberOfGuests: 2,
  specialRequests: 'Aisle seats', accommodations: 'Wheelchair space', status: 'confirmed', createdAt: '2030-04-01T12:00:00.000Z',
  checkedInAt: null,
}
const arrived: RegistrationRow = {
  ...registration, id: 'r2', attendeeName: 'Ben Okafor', attendeeEmail: 'ben@example.org', attendeePhone: null, numberOfGuests: 0,
  specialRequests: null, accommodations: 'ASL interpreter', checkedInAt: '2030-05-04T17:45:00.000Z',
}
const cancelled: RegistrationRow = { ...registration, id: 'r3', attendeeName: 'Cara Diaz', status: 'cancelled' }
const waiting: WaitlistRow[] = [
  { id: 'w1', attendeeName: 'Dee Family', attendeeEmail: 'dee@example.org', attendeePhone: '9735550100', numberOfGuests: 1,
    specialRequests: null, accommodations: 'Quiet room', status: 'offered', offerExpiresAt: '2030-05-02T18:00:00.000Z', createdAt: '2030-04-10T12:00:00.000Z' },
  { id: 'w2', attendeeName: 'Eli Family', attendeeEmail: 'eli@example.org', attendeePhone: null, numberOfGuests: 3,
    specialRequests: null, accommodations: null, status: 'waiting', offerExpiresAt: null, createdAt: '2030-04-11T12:00:00.000Z' },
]

function answerDoorList() {
  const calls: { method: string; path: string; body?: unknown }[] = []
  const record = async (request: Request) => {
    const text = await request.text()
    calls.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined })
  }
  server.use(
    http.get('/api/admin/events', () => HttpResponse.json([event])),
    http.get('/api/admin/events/:id/registrations', () => HttpResponse.json([registration, arrived, cancelled])),
    http.get('/api/admin/events/:id/waitlist', () => HttpResponse.json(waiting)),
    http.put('/api/admin/events/:id/registrations/:rid/check-in', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ checkedInAt: '2030-05-04T17:50:00.000Z' })
    }),
    http.post('/api/admin/events/:id/registrations/:rid/cancel', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ message: 'Registration cancelled. Its seats have been offered to the waitlist.' })
    }),
    http.post('/api/admin/events/:id/waitlist/:wid/offer', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ error: 'Not enough free seats for this family (0 free).' }, { status: 409 })
    }),
    http.delete('/api/admin/events/:id/waitlist/:wid', async ({ request }) => {
      await record(request)
      return HttpResponse.json({ message: 'Removed from the waitlist.' })
    }),
  )
  return calls
}

afterEach(() => toaster.remove())

describe('EventsTab', { timeout: 60_000 }, () => {
  it('opens the door list: counts, families with their needs, search, the waitlist', async () => {
    answerDoorList()
    const { user } = renderWithProviders(<EventsTab />)
    const row = (await screen.findByText('Sensory-Friendly Movie', {}, { timeout: 10_000 })).closest('tr')!
    expect(within(row).getByText('12 taken, 26 left of 40')).toBeInTheDocument()
    expect(within(row).getByText('Upcoming')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: 'Door list for Sensory-Friendly Movie' }))
    const list = await screen.findByRole('region', { name: 'Door List: Sensory-Friendly Movie' }, { timeout: 10_000 })
    const counts = within(list).getByLabelText('Counts')
    const count = (label: string) => within(counts).getByText(label).nextElementSibling?.textContent
    expect(count('Registered')).toBe('2 families')
    expect(count('Seats')).toBe('4 of 40 taken, 2 held for waitlist offers')
    expect(count('Checked in')).toBe('1 of 2 (1 people)')
    expect(count('Waitlist')).toBe('2 families')
    const families = await within(list).findByRole('table', { name: 'Registered families' })
    expect(within(families).getByText('Wheelchair space')).toBeInTheDocument()
    expect(within(families).getByText('Aisle seats')).toBeInTheDocument()
    expect(within(families).queryByText('Cara Diaz')).not.toBeInTheDocument() // cancelled
    expect(within(families).getByRole('checkbox', { name: /^Checked in: Ben Okafor,/ })).toBeChecked()
    expect(within(families).getByRole('checkbox', { name: /^Checked in: Ana Lopez,\s*No$/ })).not.toBeChecked()

    await user.type(within(list).getByLabelText('Search families'), 'asl')
    expect(within(families).queryByText('Ana Lopez')).not.toBeInTheDocument()
    expect(within(families).getByText('Ben Okafor')).toBeInTheDocument()
    await user.clear(within(list).getByLabelText('Search families'))
    await user.type(within(list).getByLabelText('Search families'), 'nobody')
    expect(within(list).getByText('No families match “nobody”.')).toBeInTheDocument()

    const line = await within(list).findByRole('table', { name: 'Waitlist' })
    expect(within(line).getByText(/^Offered until/)).toBeInTheDocument()
    expect(within(line).getByText('Waiting')).toBeInTheDocument()
    expect(within(line).queryByRole('button', { name: 'Offer seats: Dee Family' })).not.toBeInTheDocument()
    expect(within(line).getByRole('button', { name: 'Offer seats: Eli Family' })).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: 'Export CSV' })).toBeEnabled()
    expect(within(list).getByRole('button', { name: 'Print' })).toBeInTheDocument()
  })

  it('checks a family in, cancels a registration after confirming, and explains a refused offer', async () => {
    const calls = answerDoorList()
    const { user } = renderWithProviders(<><EventsTab /><Toaster /></>)
    await user.click(await screen.findByRole('button', { name: 'Door list for Sensory-Friendly Movie' }, { timeout: 10_000 }))
    const families = await screen.findByRole('table', { name: 'Registered families' }, { timeout: 10_000 })

    await user.click(within(families).getByRole('checkbox', { name: /^Checked in: Ana Lopez,\s*No$/ }))
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: `/api/admin/events/${event.id}/registrations/r1/check-in`, body: { checkedIn: true } }))

    await user.click(within(families).getByRole('button', { name: 'Cancel registration: Ana Lopez' }))
    expect(calls.filter((c) => c.path.endsWith('/cancel'))).toEqual([])
    await user.click(within(families).getByRole('button', { name: 'Confirm: cancel the registration of Ana Lopez' }))
    expect(await screen.findByText('Registration cancelled. Its seats have been offered to the waitlist.')).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'POST', path: `/api/admin/events/${event.id}/registrations/r1/cancel`, body: undefined })
    toaster.remove() // one toast at a time (SPEC §9)

    await user.click(screen.getByRole('button', { name: 'Offer seats: Eli Family' }))
    expect(await screen.findByText('Not enough free seats for this family (0 free).')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove from waitlist: Eli Family' }))
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: `/api/admin/events/${event.id}/waitlist/w2`, body: undefined }))

    await user.click(screen.getByRole('button', { name: 'Back to Events' }))
    expect(await screen.findByRole('button', { name: 'Door list for Sensory-Friendly Movie' })).toBeInTheDocument()
  })

  it('creates an event from New Jersey date-times and a capacity', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      // the event form's featured image picker reads the media library
      http.get('/api/admin/media', () => HttpResponse.json([])),
      http.get('/api/admin/content/locations', () => HttpResponse.json([])),
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
      endDate: null, registrationDeadline: null, maxCapacity: 50, published: false, featuredImageId: null,
    })
  })

  describe('a date of a series', () => {
    const series = { slug: 'parent-support-group', title: 'Parent Support Group', rrule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=12' }
    const date: AdminEvent = {
      ...event, id: '33333333-3333-4333-8333-333333333333', version: 3, slug: 'parent-support-group-2030-05-07', title: 'Parent Support Group',
      eventDate: '2030-05-07T22:30:00.000Z', registrationCount: 0, waitlistCount: 0, seatsTaken: 0, seatsLeft: 40, seatsHeld: 0, series,
    }

    function answerDate() {
      const calls: { method: string; path: string; body: unknown }[] = []
      server.use(
        http.get('/api/admin/events', () => HttpResponse.json([event, date])),
        http.get('/api/admin/media', () => HttpResponse.json([])),
        http.get('/api/admin/content/locations', () => HttpResponse.json([])),
        http.post('/api/admin/events/:id/following', async ({ request }) => {
          calls.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() })
          return HttpResponse.json({ updated: 4 })
        }),
        http.put('/api/admin/events/:id', async ({ request }) => {
          calls.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() })
          return HttpResponse.json(date)
        }),
      )
      return calls
    }

    it('says in words which series it belongs to, and can be cancelled before anyone signs up', async () => {
      answerDate()
      renderWithProviders(<EventsTab />)
      const row = (await screen.findByRole('button', { name: 'Edit Parent Support Group' }, { timeout: 10_000 })).closest('tr')!
      expect(within(row).getByText('Series')).toBeInTheDocument()
      expect(within(row).getByText('Parent Support Group', { selector: 'span' })).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: 'Cancel Parent Support Group' })).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: 'Delete Parent Support Group' })).toBeInTheDocument()
      // a single event keeps its own actions and no badge
      const single = screen.getByRole('button', { name: 'Edit Sensory-Friendly Movie' }).closest('tr')!
      expect(within(single).queryByText('Series')).not.toBeInTheDocument()
    })

    it('saves this and the following dates when staff choose so, and says how many changed', async () => {
      const calls = answerDate()
      const { user } = renderWithProviders(<><EventsTab /><Toaster /></>)
      await user.click(await screen.findByRole('button', { name: 'Edit Parent Support Group' }, { timeout: 10_000 }))
      const choice = await screen.findByRole('group', { name: 'Save changes to' }, { timeout: 10_000 })
      expect(within(choice).getByRole('radio', { name: 'Only this date' })).toBeChecked()
      await user.click(within(choice).getByRole('radio', { name: 'This and following dates' }))
      await user.clear(screen.getByLabelText(/^Location/))
      await user.type(screen.getByLabelText(/^Location/), 'Room 4')
      await user.click(screen.getByRole('button', { name: 'Save' }))

      expect(await screen.findByText('4 dates of “Parent Support Group” changed.', {}, { timeout: 10_000 })).toBeInTheDocument()
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatchObject({
        method: 'POST', path: `/api/admin/events/${date.id}/following`,
        body: { version: 3, event: { title: 'Parent Support Group', location: 'Room 4', eventDate: date.eventDate } },
      })
    })

    it('saves only this date by default, as any event', async () => {
      const calls = answerDate()
      const { user } = renderWithProviders(<EventsTab />)
      await user.click(await screen.findByRole('button', { name: 'Edit Parent Support Group' }, { timeout: 10_000 }))
      await screen.findByRole('group', { name: 'Save changes to' }, { timeout: 10_000 })
      await user.click(screen.getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(calls).toHaveLength(1))
      expect(calls[0]).toMatchObject({ method: 'PUT', path: `/api/admin/events/${date.id}`, body: { version: 3, location: 'Livingston, NJ' } })
    })
  })
})
