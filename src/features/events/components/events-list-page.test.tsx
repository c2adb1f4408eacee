import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const base: Event = {
  id: 'e1', slug: 'family-fun-day', title: 'Family Fun Day', description: 'Games, food and friends for all ages.',
  location: 'Livingston Community Center', eventDate: '2026-12-12T15:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: 40, status: 'upcoming', registrationOpen: true, seatsLeft: 12,
}

function answerEvents(resolver: () => Response | Promise<Response>) {
  server.use(http.get('/api/events', resolver), http.get('/api/services', () => HttpResponse.json([])))
}

describe('/events', { timeout: 30_000 }, () => {
  it('shows loading text while the list loads', async () => {
    answerEvents(async () => {
      await delay('infinite')
      return HttpResponse.json([])
    })
    await renderRoute('/events')
    expect(await screen.findByText('Loading events...')).toBeInTheDocument()
  })

  it('shows each event with its badge, capacity, date, time, location and links', async () => {
    answerEvents(() =>
      HttpResponse.json([
        base,
        { ...base, id: 'e2', slug: 'spring-gala', title: 'Spring Gala', eventDate: '2025-04-01T23:00:00.000Z', status: 'past', registrationOpen: false, maxCapacity: null, seatsLeft: null },
        { ...base, id: 'e3', slug: 'art-workshop', title: 'Art Workshop', registrationOpen: false, seatsLeft: 0 },
      ]),
    )
    await renderRoute('/events')

    const open = await screen.findByRole('article', { name: 'Family Fun Day' })
    expect(within(open).getByText('Upcoming Event')).toBeInTheDocument()
    expect(within(open).getByText('Up to 40 attendees')).toBeInTheDocument()
    expect(within(open).getByText(/Saturday, December 12, 2026/)).toBeInTheDocument()
    expect(within(open).getByText(/Livingston Community Center/)).toBeInTheDocument()
    expect(within(open).getByText('12 seats left')).toBeInTheDocument()
    expect(within(open).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/events/family-fun-day')
    expect(within(open).getByRole('link', { name: /Register Now/ })).toHaveAttribute('href', '/events/family-fun-day/register')

    const past = screen.getByRole('article', { name: 'Spring Gala' })
    expect(within(past).getByText('Past Event')).toBeInTheDocument()
    expect(within(past).queryByText(/attendees/)).not.toBeInTheDocument()
    expect(within(past).queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument()

    const full = screen.getByRole('article', { name: 'Art Workshop' })
    expect(within(full).getByText('Event Full')).toBeInTheDocument()
    expect(within(full).queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument()

    expect(screen.getByRole('heading', { name: 'Stay Connected' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).some((a) => a.getAttribute('href') === '/contact')).toBe(true)
  })

  it("says 'No Events Scheduled' when there are none", async () => {
    answerEvents(() => HttpResponse.json([]))
    await renderRoute('/events')
    expect(await screen.findByRole('heading', { name: 'No Events Scheduled' })).toBeInTheDocument()
  })

  it("says 'Error Loading Events' when the call fails", async () => {
    answerEvents(() => new HttpResponse(null, { status: 503 }))
    await renderRoute('/events')
    expect(await screen.findByRole('heading', { name: 'Error Loading Events' })).toBeInTheDocument()
    expect(screen.getByText('Please try again later')).toBeInTheDocument()
  })
})
