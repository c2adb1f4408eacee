import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const base: Event = {
  id: 'e1', slug: 'family-fun-day', title: 'Family Fun Day', description: 'Games, food and friends for all ages.',
  location: 'Livingston Community Center', eventDate: '2026-12-12T15:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: 40, status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: 12,
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

    expect(screen.getByRole('heading', { name: 'Stay Connected' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).some((a) => a.getAttribute('href') === '/contact')).toBe(true)
  })

  it('says on each card where registration stands: seats left while open, else closed, full or nothing when past', async () => {
    answerEvents(() =>
      HttpResponse.json([
        base,
        // upcoming, seats free, but the deadline has passed
        { ...base, id: 'e2', slug: 'open-house', title: 'Open House', registrationDeadline: '2026-01-10T22:00:00.000Z', registrationOpen: false, seatsLeft: 12 },
        { ...base, id: 'e3', slug: 'art-workshop', title: 'Art Workshop', registrationOpen: false, waitlistOpen: true, seatsLeft: 0 },
        { ...base, id: 'e4', slug: 'spring-gala', title: 'Spring Gala', eventDate: '2025-04-01T23:00:00.000Z', status: 'past', registrationOpen: false, seatsLeft: 12 },
      ]),
    )
    await renderRoute('/events')
    const card = async (name: string) => screen.findByRole('article', { name })
    const registerLink = /Register Now/

    const open = await card('Family Fun Day')
    expect(within(open).getByText('12 seats left')).toBeInTheDocument()
    expect(within(open).queryByText(/Registration Closed|Event Full/)).not.toBeInTheDocument()
    expect(within(open).getByRole('link', { name: registerLink })).toHaveAttribute('href', '/events/family-fun-day/register')

    const closed = await card('Open House')
    expect(within(closed).getByText('Registration Closed')).toBeInTheDocument()
    expect(within(closed).queryByText(/seats? left/)).not.toBeInTheDocument()
    expect(within(closed).queryByRole('link', { name: registerLink })).not.toBeInTheDocument()
    expect(within(closed).queryByRole('link', { name: /Join the Waitlist/ })).not.toBeInTheDocument()
    expect(within(closed).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/events/open-house')

    const full = await card('Art Workshop')
    expect(within(full).getByText('Event Full')).toBeInTheDocument()
    expect(within(full).queryByText(/seats? left|Registration Closed/)).not.toBeInTheDocument()
    expect(within(full).queryByRole('link', { name: registerLink })).not.toBeInTheDocument()
    expect(within(full).getByRole('link', { name: /Join the Waitlist/ })).toHaveAttribute('href', '/events/art-workshop/register')

    const past = await card('Spring Gala')
    expect(within(past).getByText('Past Event')).toBeInTheDocument()
    expect(within(past).queryByText(/seats? left|Registration Closed|Event Full/)).not.toBeInTheDocument()
    expect(within(past).queryByRole('link', { name: registerLink })).not.toBeInTheDocument()
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

  it('speaks Spanish on /es/events: badges, capacity, dates, seat counts, states and link names', async () => {
    answerEvents(() =>
      HttpResponse.json([
        base,
        { ...base, id: 'e2', slug: 'open-house', title: 'Open House', registrationOpen: false, seatsLeft: 1 },
        { ...base, id: 'e3', slug: 'art-workshop', title: 'Art Workshop', registrationOpen: false, waitlistOpen: true, seatsLeft: 0 },
        { ...base, id: 'e4', slug: 'one-seat', title: 'One Seat', seatsLeft: 1 },
      ]),
    )
    await renderRoute('/es/events')
    expect(await screen.findByRole('heading', { level: 1, name: 'Próximos eventos' })).toBeInTheDocument()

    const open = await screen.findByRole('article', { name: 'Family Fun Day' })
    expect(within(open).getByText('Próximo evento')).toBeInTheDocument()
    expect(within(open).getByText('Hasta 40 asistentes')).toBeInTheDocument()
    expect(within(open).getByText('Fecha:')).toBeInTheDocument()
    expect(within(open).getByText(/sábado, 12 de diciembre de 2026/)).toBeInTheDocument()
    expect(within(open).getByText(/10:00 a\.\s?m\./)).toBeInTheDocument()
    expect(within(open).getByText('Quedan 12 lugares')).toBeInTheDocument()
    expect(within(open).getByRole('link', { name: 'Ver detalles: Family Fun Day' })).toHaveAttribute('href', '/es/events/family-fun-day')
    expect(within(open).getByRole('link', { name: 'Inscribirse ahora: Family Fun Day' })).toHaveAttribute('href', '/es/events/family-fun-day/register')
    expect(within(screen.getByRole('article', { name: 'One Seat' })).getByText('Queda 1 lugar')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Open House' })).getByText('Inscripción cerrada')).toBeInTheDocument()
    const full = screen.getByRole('article', { name: 'Art Workshop' })
    expect(within(full).getByText('Evento lleno')).toBeInTheDocument()
    expect(within(full).getByRole('link', { name: 'Unirse a la lista de espera: Art Workshop' })).toBeInTheDocument()

    expect(screen.getByRole('heading', { name: 'Manténgase en contacto' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Eventos \| /))
  })

  it('says the empty and error states in Spanish', async () => {
    answerEvents(() => HttpResponse.json([]))
    const { unmount } = await renderRoute('/es/events')
    expect(await screen.findByRole('heading', { name: 'No hay eventos programados' })).toBeInTheDocument()
    unmount()
    answerEvents(() => new HttpResponse(null, { status: 503 }))
    await renderRoute('/es/events')
    expect(await screen.findByRole('heading', { name: 'Error al cargar los eventos' })).toBeInTheDocument()
  })

  it('offers the events calendar to subscribe to (webcal:) and to download, in the page\'s language', async () => {
    answerEvents(() => HttpResponse.json([base]))
    await renderRoute('/events')
    const subscribe = await screen.findByRole('link', { name: 'Subscribe to calendar (opens in your calendar app)' })
    expect(subscribe.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/events\/calendar\.ics$/)
    const download = screen.getByRole('link', { name: 'Download calendar (.ics)' })
    expect(download).toHaveAttribute('href', '/events/calendar.ics')
    expect(download).toHaveAttribute('download')
  })

  it('in Spanish, the Spanish calendar', async () => {
    answerEvents(() => HttpResponse.json([base]))
    await renderRoute('/es/events')
    const subscribe = await screen.findByRole('link', { name: 'Suscribirse al calendario (se abre en su aplicación de calendario)' })
    expect(subscribe.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/es\/events\/calendar\.ics$/)
    expect(screen.getByRole('link', { name: 'Descargar calendario (.ics)' })).toHaveAttribute('href', '/es/events/calendar.ics')
  })
})
