import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import { toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const base: Event = {
  id: '6f1c2f1e-8d8a-4a44-9a57-3f0f5ad2c001', slug: 'family-fun-day', title: 'Family Fun Day', description: 'Games and food.',
  location: 'Livingston Community Center', eventDate: '2026-12-12T15:00:00.000Z', endDate: null,
  registrationDeadline: null, maxCapacity: 40, status: 'upcoming', registrationOpen: true, waitlistOpen: false, seatsLeft: 10,
}

interface Setup {
  event?: Event | null
  register?: (body: unknown) => Response | Promise<Response>
  /** '/es' opens the Spanish page. */
  prefix?: '' | '/es'
}

async function openRegistration({ event = base, register, prefix = '' }: Setup = {}) {
  const calls = { eventGets: 0, bodies: [] as unknown[] }
  server.use(
    http.get('/api/events/:slug', () => {
      calls.eventGets++
      return event ? HttpResponse.json(event) : HttpResponse.json({ error: 'Event not found' }, { status: 404 })
    }),
    http.post('/api/events/:id/register', async ({ request }) => {
      const body = await request.json()
      calls.bodies.push(body)
      return register ? register(body) : HttpResponse.json({ registrationId: 'r-1', seatsLeft: 7, message: 'Registration confirmed' }, { status: 201 })
    }),
    http.get('/api/services', () => HttpResponse.json([])),
  )
  const rendered = await renderRoute(`${prefix}/events/${event?.slug ?? 'missing'}/register`)
  await screen.findByRole('heading', { level: 1 })
  return { ...rendered, calls }
}

afterEach(() => toaster.remove())

describe('/events/{slug}/register', { timeout: 40_000 }, () => {
  it('shows the form beside the event summary, which says registration is free with refreshments', async () => {
    await openRegistration()
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Family Fun Day' })).toBeInTheDocument()
    expect(screen.getByText('Registration is free.')).toBeInTheDocument()
    expect(screen.getByText('Refreshments are included.')).toBeInTheDocument()
    expect(screen.getByText('10 seats left')).toBeInTheDocument()
    expect(screen.getByLabelText(/Accessibility Accommodations/)).toHaveAccessibleDescription(/^The support each person needs, for example a quiet space for breaks, a sensory kit/)
  })

  it('checks the fields with the SPEC messages before sending anything', async () => {
    const { user, calls } = await openRegistration()
    await user.type(screen.getByLabelText(/Full Name/), 'A')
    await user.type(screen.getByLabelText(/Email Address/), 'nope')
    const guests = screen.getByLabelText('Number of Guests')
    await user.clear(guests)
    await user.type(guests, '6')
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Maximum 5 guests allowed')).toBeInTheDocument()
    await user.clear(guests)
    await user.type(guests, '-1')
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(await screen.findByText('Number of guests cannot be negative')).toBeInTheDocument()
    expect(calls.bodies).toHaveLength(0)
  })

  it('registers, shows Submitting..., the toast and the confirmation, and refreshes the event', async () => {
    const { user, calls } = await openRegistration({
      register: async () => {
        await delay(400)
        return HttpResponse.json({ registrationId: 'r-9', seatsLeft: 7, message: 'Registration confirmed' }, { status: 201 })
      },
    })
    const before = calls.eventGets
    await user.type(screen.getByLabelText(/Full Name/), 'Jamie Rivera')
    await user.type(screen.getByLabelText(/Email Address/), 'jamie@example.org')
    const guests = screen.getByLabelText('Number of Guests')
    await user.clear(guests)
    await user.type(guests, '2')
    await user.type(screen.getByLabelText(/Accessibility Accommodations/), 'Wheelchair access')
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Confirmed!' })).toBeInTheDocument()
    expect(screen.getByText('Registration Successful!')).toBeInTheDocument()
    expect(screen.getByText("You'll receive a confirmation email shortly.")).toBeInTheDocument()
    expect(screen.getByText(/jamie@example.org/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Add to Calendar/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Event Details' })).toHaveAttribute('href', '/events/family-fun-day')
    expect(screen.getByRole('link', { name: 'Browse All Events' })).toHaveAttribute('href', '/events')
    expect(calls.bodies[0]).toMatchObject({
      attendeeName: 'Jamie Rivera', attendeeEmail: 'jamie@example.org', numberOfGuests: 2, accommodations: 'Wheelchair access',
    })
    await waitFor(() => expect(calls.eventGets).toBeGreaterThan(before))
  })

  it("stays on the form with the server's message when registration fails", async () => {
    const { user } = await openRegistration({
      register: () => HttpResponse.json({ error: 'This event is full', seatsLeft: 1 }, { status: 409 }),
    })
    await user.type(screen.getByLabelText(/Full Name/), 'Jamie Rivera')
    await user.type(screen.getByLabelText(/Email Address/), 'jamie@example.org')
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Registration Failed')).toBeInTheDocument()
    expect(within(alert).getByText('This event is full')).toBeInTheDocument()
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Jamie Rivera')
  })

  it("falls back to 'Please try again later.' without a server message", async () => {
    const { user } = await openRegistration({ register: () => new HttpResponse(null, { status: 500 }) })
    await user.type(screen.getByLabelText(/Full Name/), 'Jamie Rivera')
    await user.type(screen.getByLabelText(/Email Address/), 'jamie@example.org')
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(await screen.findAllByText('Please try again later.')).not.toHaveLength(0)
  })

  it("shows 'Registration Closed' when registration is not open", async () => {
    // full, but the deadline has passed: no waitlist either
    await openRegistration({ event: { ...base, registrationOpen: false, seatsLeft: 0 } })
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Closed' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Complete Registration' })).not.toBeInTheDocument()
  })

  it("turns into 'Join the Waitlist' when every seat is taken, and ends on the family's place in line", async () => {
    const full = { ...base, registrationOpen: false, waitlistOpen: true, seatsLeft: 0 }
    const bodies: unknown[] = []
    server.use(
      http.post('/api/events/:id/waitlist', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ position: 3, message: "You're on the waitlist" }, { status: 201 })
      }),
    )
    const { user, calls } = await openRegistration({ event: full })
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeInTheDocument()
    expect(screen.getByText(/Every seat for Family Fun Day has been taken/)).toBeInTheDocument()
    // the same form and rules
    await user.type(screen.getByLabelText(/Full Name/), 'A')
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }))
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument()
    expect(bodies).toEqual([])
    await user.type(screen.getByLabelText(/Full Name/), 'lex Rivera')
    await user.type(screen.getByLabelText(/Email Address/), 'alex@example.org')
    await user.clear(screen.getByLabelText('Number of Guests'))
    await user.type(screen.getByLabelText('Number of Guests'), '2')
    await user.type(screen.getByLabelText(/Accessibility Accommodations/), 'ASL interpreter')
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }))

    expect(await screen.findByRole('heading', { level: 1, name: "You're on the Waitlist" })).toBeInTheDocument()
    expect(screen.getByText('Your family is number 3 in line.')).toBeInTheDocument()
    expect(screen.getByText(/When 3 seats free up, we'll email you a link to claim them/)).toBeInTheDocument()
    expect(screen.getByText(/held for you for 24 hours/)).toBeInTheDocument()
    expect(bodies).toEqual([expect.objectContaining({ attendeeName: 'Alex Rivera', attendeeEmail: 'alex@example.org', numberOfGuests: 2, accommodations: 'ASL interpreter' })])
    expect(calls.bodies).toEqual([])
  })

  it("shows 'Event Not Found' for an unknown event", async () => {
    await openRegistration({ event: null })
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument()
    expect(screen.getByText(/trying to register for/)).toBeInTheDocument()
  })

  it('speaks Spanish on /es/events/{slug}/register, from the form to the confirmation', async () => {
    const { user } = await openRegistration({ prefix: '/es' })
    expect(screen.getByRole('heading', { level: 1, name: 'Inscripción para Family Fun Day' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Volver al evento/ })).toHaveAttribute('href', '/es/events/family-fun-day')
    expect(screen.getByText('La inscripción es gratis.')).toBeInTheDocument()
    expect(screen.getByText('Quedan 10 lugares')).toBeInTheDocument()
    expect(screen.getByText(/sábado, 12 de diciembre de 2026/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Nombre completo/), 'Jamie Rivera')
    await user.type(screen.getByLabelText(/Correo electrónico/), 'jamie@example.org')
    const guests = screen.getByLabelText('Número de invitados')
    await user.clear(guests)
    await user.type(guests, '1')
    expect(screen.getByLabelText(/Adaptaciones de accesibilidad/)).toHaveAccessibleDescription(/^El apoyo que necesita cada persona, por ejemplo un espacio tranquilo para descansar, un kit sensorial/)
    await user.click(screen.getByRole('button', { name: 'Completar la inscripción' }))

    expect(await screen.findByRole('heading', { level: 1, name: '¡Inscripción confirmada!' })).toBeInTheDocument()
    expect(screen.getByText('¡Inscripción exitosa!')).toBeInTheDocument()
    expect(screen.getByText(/^Gracias por inscribirse junto con 1 invitado\. Le enviamos un correo electrónico de confirmación a jamie@example\.org\./)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Agregar al calendario (.ics)' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver detalles del evento' })).toHaveAttribute('href', '/es/events/family-fun-day')
    expect(screen.getByRole('link', { name: 'Ver todos los eventos' })).toHaveAttribute('href', '/es/events')
    await waitFor(() => expect(document.title).toMatch(/^Inscripción: Family Fun Day \| /))
  })

  it('says a failure without a server message in Spanish', async () => {
    const { user } = await openRegistration({ prefix: '/es', register: () => new HttpResponse(null, { status: 500 }) })
    await user.type(screen.getByLabelText(/Nombre completo/), 'Jamie Rivera')
    await user.type(screen.getByLabelText(/Correo electrónico/), 'jamie@example.org')
    await user.click(screen.getByRole('button', { name: 'Completar la inscripción' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('No se pudo completar la inscripción')).toBeInTheDocument()
    expect(within(alert).getByText('Por favor, inténtelo de nuevo más tarde.')).toBeInTheDocument()
  })

  it('joins the waitlist in Spanish and tells the family its place', async () => {
    server.use(http.post('/api/events/:id/waitlist', () => HttpResponse.json({ position: 2, message: "You're on the waitlist" }, { status: 201 })))
    const { user } = await openRegistration({ prefix: '/es', event: { ...base, registrationOpen: false, waitlistOpen: true, seatsLeft: 0 } })
    expect(screen.getByRole('heading', { level: 1, name: 'Unirse a la lista de espera' })).toBeInTheDocument()
    expect(screen.getByText(/Todos los lugares para Family Fun Day están ocupados/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Nombre completo/), 'Alex Rivera')
    await user.type(screen.getByLabelText(/Correo electrónico/), 'alex@example.org')
    await user.click(screen.getByRole('button', { name: 'Unirse a la lista de espera' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Está en la lista de espera' })).toBeInTheDocument()
    expect(screen.getByText('Su familia es la número 2 en la lista.')).toBeInTheDocument()
    expect(screen.getByText(/Cuando se libere 1 lugar, le enviaremos un enlace/)).toBeInTheDocument()
  })

  it("shows 'Inscripción cerrada' in Spanish when registration is not open", async () => {
    await openRegistration({ prefix: '/es', event: { ...base, registrationOpen: false, seatsLeft: 0 } })
    expect(screen.getByRole('heading', { level: 1, name: 'Inscripción cerrada' })).toBeInTheDocument()
    expect(screen.getByText(/La inscripción para Family Fun Day ya no está abierta/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact')
  })
})
