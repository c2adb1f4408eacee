import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const base: Event = {
  id: 'e1', slug: 'family-fun-day', title: 'Family Fun Day', description: 'Games and food.\n\nBring the whole family.',
  location: '615 West Mt. Pleasant Ave, Livingston, NJ', eventDate: '2026-12-12T15:00:00.000Z', endDate: null,
  registrationDeadline: '2026-12-10T22:00:00.000Z', maxCapacity: 40, status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: 7,
}

async function showEvent(event: Event | null, prefix: '' | '/es' = '') {
  server.use(
    http.get('/api/events/:slug', () => (event ? HttpResponse.json(event) : HttpResponse.json({ error: 'Event not found' }, { status: 404 }))),
    http.get('/api/services', () => HttpResponse.json([])),
  )
  const rendered = await renderRoute(`${prefix}/events/${event?.slug ?? 'missing'}`)
  await screen.findByRole('heading', { level: 1 })
  return rendered
}

const card = () => screen.getByRole('complementary', { name: 'Registration' })

describe('/events/{slug}', { timeout: 30_000 }, () => {
  it('shows the event: badge, capacity, long date, time, map link, deadline, paragraphs and Register Now', async () => {
    await showEvent(base)
    expect(screen.getByRole('heading', { level: 1, name: 'Family Fun Day' })).toBeInTheDocument()
    expect(screen.getByText('Upcoming Event')).toBeInTheDocument()
    expect(screen.getByText('Up to 40 attendees')).toBeInTheDocument()
    expect(screen.getByText(/Saturday, December 12, 2026/)).toBeInTheDocument()
    const map = screen.getByRole('link', { name: /View on Map/ })
    expect(map).toHaveAttribute('target', '_blank')
    expect(map.getAttribute('href')).toContain(encodeURIComponent('615 West Mt. Pleasant Ave, Livingston, NJ'))
    expect(screen.getByText('Registration Deadline')).toBeInTheDocument()
    expect(screen.getByText('Games and food.')).toBeInTheDocument()
    expect(screen.getByText('Bring the whole family.')).toBeInTheDocument()
    expect(within(card()).getByText('7 seats left')).toBeInTheDocument()
    expect(within(card()).queryByText(/Registration Closed|Event Full/)).not.toBeInTheDocument()
    expect(within(card()).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/events/family-fun-day/register')
  })

  it("shows 'Event Full' with Join the Waitlist instead of the seat count and Register Now when no seats are left", async () => {
    await showEvent({ ...base, registrationOpen: false, waitlistOpen: true, seatsLeft: 0 })
    expect(within(card()).getByText('Event Full')).toBeInTheDocument()
    expect(within(card()).queryByText(/seats? left|Registration Closed/)).not.toBeInTheDocument()
    expect(within(card()).queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument()
    expect(within(card()).getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/events/family-fun-day/register')
  })

  it("shows 'Registration Closed' with Contact Us, and no seat count, once the deadline has passed", async () => {
    await showEvent({ ...base, registrationDeadline: '2026-01-10T22:00:00.000Z', registrationOpen: false, seatsLeft: 7 })
    expect(within(card()).getByText('Registration Closed')).toBeInTheDocument()
    expect(within(card()).getByText(/Registration is closed for this event/)).toBeInTheDocument()
    expect(within(card()).queryByText(/seats? left|Event Full/)).not.toBeInTheDocument()
    expect(within(card()).queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument()
    expect(within(card()).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument()
  })

  it('tells visitors a past event has taken place, without a deadline box or seat count', async () => {
    await showEvent({ ...base, status: 'past', registrationOpen: false })
    expect(screen.getByText('Past Event')).toBeInTheDocument()
    expect(screen.queryByText('Registration Deadline')).not.toBeInTheDocument()
    expect(within(card()).getByText(/already taken place/)).toBeInTheDocument()
    expect(within(card()).getByRole('link', { name: 'View Other Events' })).toHaveAttribute('href', '/events')
    expect(screen.queryByText(/seats? left|Registration Closed|Event Full/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument()
  })

  it("shows 'Event Not Found' with a way back for an unknown event", async () => {
    await showEvent(null)
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events')
  })

  it('speaks Spanish on /es/events/{slug}: facts, deadline, map link, registration card and title', async () => {
    await showEvent(base, '/es')
    expect(screen.getByText('Próximo evento')).toBeInTheDocument()
    expect(screen.getByText('Hasta 40 asistentes')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Volver a los eventos/ })).toHaveAttribute('href', '/es/events')
    expect(screen.getByRole('heading', { name: 'Sobre este evento' })).toBeInTheDocument()
    expect(screen.getByText('Fecha límite de inscripción')).toBeInTheDocument()
    expect(screen.getByText(/^jueves, 10 de diciembre de 2026 a las 5:00 p\.\s?m\. EST$/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Ver en el mapa ?\(se abre en una pestaña nueva\)$/ })).toBeInTheDocument()
    const card = screen.getByRole('complementary', { name: 'Inscripción' })
    expect(within(card).getByText('Quedan 7 lugares')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Inscribirse ahora' })).toHaveAttribute('href', '/es/events/family-fun-day/register')
    await waitFor(() => expect(document.title).toMatch(/^Family Fun Day \| /))
  })

  it("says 'a la 1:00' for a one o'clock deadline and the full card's words in Spanish", async () => {
    await showEvent({ ...base, registrationDeadline: '2026-12-10T18:00:00.000Z', registrationOpen: false, waitlistOpen: true, seatsLeft: 0 }, '/es')
    expect(screen.getByText(/a la 1:00 p\.\s?m\. EST$/)).toBeInTheDocument()
    expect(within(screen.getByRole('complementary', { name: 'Inscripción' })).getByText('Evento lleno')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Unirse a la lista de espera' })).toHaveAttribute('href', '/es/events/family-fun-day/register')
  })

  it("shows 'Evento no encontrado' with a Spanish title for an unknown event", async () => {
    await showEvent(null, '/es')
    expect(screen.getByRole('heading', { level: 1, name: 'Evento no encontrado' })).toBeInTheDocument()
    expect(screen.getByText('El evento que busca no existe o ya no está disponible.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Evento no encontrado \| /))
  })

  it('adds the event to Google Calendar or Outlook, each in a new tab that its name announces', async () => {
    await showEvent(base)
    const google = screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' })
    expect(google).toHaveAttribute('target', '_blank')
    expect(new URL(google.getAttribute('href')!).searchParams.get('text')).toBe('Family Fun Day')
    const outlook = screen.getByRole('link', { name: 'Add to Outlook (opens in a new tab)' })
    expect(outlook).toHaveAttribute('target', '_blank')
    expect(new URL(outlook.getAttribute('href')!).searchParams.get('startdt')).toBe('2026-12-12T15:00:00.000Z')
  })

  it('in Spanish: the links\' names in Spanish and the Spanish page in the entry', async () => {
    await showEvent(base, '/es')
    const google = screen.getByRole('link', { name: 'Agregar a Google Calendar (se abre en una pestaña nueva)' })
    expect(new URL(google.getAttribute('href')!).searchParams.get('details')).toMatch(/\/es\/events\/family-fun-day$/)
    expect(screen.getByRole('link', { name: 'Agregar a Outlook (se abre en una pestaña nueva)' })).toBeInTheDocument()
  })

  it('offers no calendar links for a cancelled or past event', async () => {
    await showEvent({ ...base, cancelled: true, registrationOpen: false })
    expect(screen.queryByRole('link', { name: /Add to Google Calendar/ })).toBeNull()
  })
})
