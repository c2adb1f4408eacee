import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

// What /api/events answers for an event staff cancelled: registration closed, marked cancelled.
const cancelled: Event = {
  id: 'e9', slug: 'art-night', title: 'Art Night', description: 'Paint together.', location: 'Livingston, NJ',
  eventDate: '2030-05-04T22:00:00.000Z', endDate: null, registrationDeadline: null, maxCapacity: 20, status: 'upcoming',
  registrationOpen: false, waitlistOpen: false, seatsLeft: 20, cancelled: true,
}

describe('a cancelled event on the public site', { timeout: 30_000 }, () => {
  it('shows the event as cancelled, with no way to register', async () => {
    server.use(
      http.get('/api/events/:slug', () => HttpResponse.json(cancelled)),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute('/events/art-night')
    await screen.findByRole('heading', { level: 1, name: 'Art Night' })
    expect(screen.getByText('Event Cancelled')).toBeInTheDocument()
    expect(screen.queryByText('Upcoming Event')).not.toBeInTheDocument()
    const card = screen.getByRole('complementary', { name: 'Registration' })
    expect(within(card).getByText(/This event has been cancelled\./)).toBeInTheDocument()
    expect(within(card).queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'View Other Events' })).toHaveAttribute('href', '/events')
  })

  it('marks it cancelled in the list, without Register Now', async () => {
    server.use(
      http.get('/api/events', () => HttpResponse.json([cancelled])),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute('/events')
    const card = (await screen.findByRole('heading', { name: 'Art Night' })).closest('article')!
    expect(within(card).getByText('Event Cancelled')).toBeInTheDocument()
    expect(within(card).queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument()
  })
})
