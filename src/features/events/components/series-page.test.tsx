import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import type { PublicSeries } from '@contract/series.ts'
import type { PublicSensoryProfile } from '@contract/sensory.ts'
import { toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const profile: PublicSensoryProfile = {
  noise: 'low', lighting: 'low', crowd: 'low', quietSpace: true, quietSpaceWhere: 'Room 2', seating: null, food: null, access: [], steps: [],
}
const date = (id: string, eventDate: string, more: Partial<Event> = {}): Event => ({
  id, slug: `movie-morning-${eventDate.slice(0, 10)}`, title: 'Movie Morning', description: 'A relaxed film.', location: 'Bayonne Cinema',
  eventDate, endDate: null, registrationDeadline: null, maxCapacity: 20, status: 'upcoming', registrationOpen: true, waitlistOpen: false,
  seatsLeft: 8, sensoryProfile: profile, series: { slug: 'movie-morning', title: 'Movie Morning', rrule: 'RRULE:FREQ=MONTHLY;BYDAY=2SA' },
  ...more,
})
const JAN = 'a1b2c3d4-0000-4000-8000-000000000001'
const FEB = 'a1b2c3d4-0000-4000-8000-000000000002'
const MAR = 'a1b2c3d4-0000-4000-8000-000000000003'
const APR = 'a1b2c3d4-0000-4000-8000-000000000004'
const series: PublicSeries = {
  slug: 'movie-morning',
  title: 'Movie Morning',
  description: 'A film with the lights up and the sound down.\n\nBring a blanket.',
  location: 'Bayonne Cinema',
  rrule: 'RRULE:FREQ=MONTHLY;BYDAY=2SA',
  schedule: 'Every month on the second Saturday, 10:00 AM',
  upcoming: [
    date(JAN, '2027-01-09T15:00:00.000Z'),
    date(FEB, '2027-02-13T15:00:00.000Z', { registrationOpen: false, waitlistOpen: true, seatsLeft: 0 }),
    date(MAR, '2027-03-13T15:00:00.000Z', { cancelled: true, registrationOpen: false, seatsLeft: 20 }),
    date(APR, '2027-04-10T14:00:00.000Z', { seatsLeft: 1 }),
  ],
}

interface Setup {
  answer?: PublicSeries | null
  register?: (body: { eventIds: string[] }) => Response
  prefix?: '' | '/es'
}

async function openSeries({ answer = series, register, prefix = '' }: Setup = {}) {
  const bodies: { eventIds: string[] }[] = []
  server.use(
    http.get('/api/series/:slug', () => (answer ? HttpResponse.json(answer) : HttpResponse.json({ error: 'Series not found' }, { status: 404 }))),
    http.post('/api/series/:slug/register', async ({ request }) => {
      const body = (await request.json()) as { eventIds: string[] }
      bodies.push(body)
      return register
        ? register(body)
        : HttpResponse.json({
          registrations: body.eventIds.map((eventId, i) => ({ eventId, registrationId: `r-${i + 1}` })),
          message: 'Registration confirmed',
        }, { status: 201 })
    }),
    http.get('/api/events', () => HttpResponse.json(series.upcoming)),
  )
  const rendered = await renderRoute(`${prefix}/events/series/movie-morning`)
  await screen.findByRole('heading', { level: 1 })
  // the registration form's code loads on its own (series-registration-section.tsx)
  if (answer) await waitFor(() => expect(document.getElementById('registration-form-heading')).not.toBeNull())
  return { ...rendered, bodies }
}

async function fillDetails(user: Awaited<ReturnType<typeof openSeries>>['user']) {
  await user.type(screen.getByLabelText(/Full Name/), 'Jamie Rivera')
  await user.type(screen.getByLabelText(/Email Address/), 'jamie@example.org')
}

afterEach(() => toaster.remove())

describe('/events/series/{slug}', { timeout: 40_000 }, () => {
  it('shows the series, when it repeats, where, its sensory information and each upcoming date with its seats', async () => {
    await openSeries()
    expect(screen.getByRole('heading', { level: 1, name: 'Movie Morning' })).toBeInTheDocument()
    expect(screen.getByText('Every month on the second Saturday, 10:00 AM')).toBeInTheDocument()
    expect(screen.getByText('Bring a blanket.')).toBeInTheDocument()
    expect(screen.getAllByText('Bayonne Cinema')).not.toHaveLength(0)
    expect(screen.getByRole('region', { name: 'Sensory and access information' })).toBeInTheDocument()
    const list = within(screen.getByRole('region', { name: 'Upcoming Dates' })).getByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Saturday, January 9, 2027, 10:00 AM EST8 seats left',
      'Saturday, February 13, 2027, 10:00 AM ESTFull',
      'Saturday, March 13, 2027, 10:00 AM ESTCancelled',
      'Saturday, April 10, 2027, 10:00 AM EDT1 seat left',
    ])
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/events/movie-morning-2027-01-09')
    await waitFor(() => expect(document.title).toMatch(/^Movie Morning \| /))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/events\/series\/movie-morning$/))
  })

  it('lets only open dates be chosen, saying why the others cannot', async () => {
    await openSeries()
    const choice = screen.getByRole('group', { name: 'Choose dates' })
    const boxes = within(choice).getAllByRole('checkbox')
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([false, true, true, false])
    expect(within(choice).getByRole('checkbox', { name: /February 13, 2027.*Full/ })).toBeDisabled()
    expect(within(choice).getByRole('checkbox', { name: /March 13, 2027.*Cancelled/ })).toBeDisabled()
    // the browser's own post sends every ticked date under the name the API reads
    expect(boxes.map((box) => [box.getAttribute('name'), box.getAttribute('value')])).toEqual([JAN, FEB, MAR, APR].map((id) => ['eventIds', id]))
    expect(choice.closest('form')).toHaveAttribute('action', '/api/series/movie-morning/register')
    expect(choice.closest('form')).toHaveAttribute('method', 'post')
  })

  it('asks for a date before sending anything', async () => {
    const { user, bodies } = await openSeries()
    await fillDetails(user)
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(await screen.findByText('Choose at least one date.')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Choose dates' })).toHaveAccessibleDescription(/Choose at least one date\./)
    expect(bodies).toEqual([])
  })

  it('registers two dates in one go: both ids sent, every date confirmed, one calendar file for both', async () => {
    const { user, bodies } = await openSeries()
    await user.click(screen.getByRole('checkbox', { name: /January 9, 2027/ }))
    await user.click(screen.getByRole('checkbox', { name: /April 10, 2027/ }))
    await fillDetails(user)
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Confirmed!' })).toBeInTheDocument()
    expect(bodies).toEqual([expect.objectContaining({ eventIds: [JAN, APR], attendeeName: 'Jamie Rivera', attendeeEmail: 'jamie@example.org' })])
    expect(screen.getByText('You are registered for all 2 dates of Movie Morning:')).toBeInTheDocument()
    const dates = within(screen.getByRole('list', { name: /You are registered/ })).getAllByRole('link')
    expect(dates.map((link) => link.textContent)).toEqual(['Saturday, January 9, 2027, 10:00 AM EST', 'Saturday, April 10, 2027, 10:00 AM EDT'])
    expect(screen.getByText(/on its way to jamie@example.org/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add all 2 dates to your calendar (.ics)' })).toBeInTheDocument()
  })

  it('names the dates to drop when the API answers that one is full', async () => {
    const { user } = await openSeries({
      register: () => HttpResponse.json({ error: 'Some of the chosen dates are full or closed. Remove them and try again.', full: [APR] }, { status: 409 }),
    })
    await user.click(screen.getByRole('checkbox', { name: /January 9, 2027/ }))
    await user.click(screen.getByRole('checkbox', { name: /April 10, 2027/ }))
    await fillDetails(user)
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Registration Failed')).toBeInTheDocument()
    expect(within(alert).getByText(
      'Some of the chosen dates are full or closed. Remove them and try again. Dates to remove: Saturday, April 10, 2027, 10:00 AM EDT.',
    )).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /January 9, 2027/ })).toBeChecked()
  })

  it('speaks Spanish on /es/events/series/{slug}', async () => {
    const { user } = await openSeries({ prefix: '/es', answer: { ...series, schedule: 'Cada mes el segundo sábado, 10:00 a. m.' } })
    expect(screen.getByText('Cada mes el segundo sábado, 10:00 a. m.')).toBeInTheDocument()
    const list = within(screen.getByRole('region', { name: 'Próximas fechas' })).getByRole('list')
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'sábado, 9 de enero de 2027, 10:00 a.m. ESTQuedan 8 lugares',
      'sábado, 13 de febrero de 2027, 10:00 a.m. ESTLleno',
      'sábado, 13 de marzo de 2027, 10:00 a.m. ESTCancelado',
      'sábado, 10 de abril de 2027, 10:00 a.m. EDTQueda 1 lugar',
    ])
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/es/events/movie-morning-2027-01-09')
    expect(screen.getByRole('heading', { name: 'Inscribirse en varias fechas' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Elija las fechas' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Nombre completo/), 'Jamie Rivera')
    await user.type(screen.getByLabelText(/Correo electrónico/), 'jamie@example.org')
    await user.click(screen.getByRole('button', { name: 'Completar la inscripción' }))
    expect(await screen.findByText('Elija al menos una fecha.')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: /9 de enero de 2027/ }))
    await user.click(screen.getByRole('button', { name: 'Completar la inscripción' }))
    expect(await screen.findByRole('heading', { level: 1, name: '¡Inscripción confirmada!' })).toBeInTheDocument()
    expect(screen.getByText('Quedó inscrito en 1 fecha de Movie Morning:')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Agregar al calendario (.ics)' })).toBeInTheDocument()
  })

  it("says 'Series Not Found' for an unknown series", async () => {
    await openSeries({ answer: null })
    expect(screen.getByRole('heading', { level: 1, name: 'Series Not Found' })).toBeInTheDocument()
  })
})

describe("a date's page", { timeout: 40_000 }, () => {
  it('links to all the dates of its series, in English and in Spanish', async () => {
    server.use(http.get('/api/events/:slug', () => HttpResponse.json(series.upcoming[0])))
    const english = await renderRoute('/events/movie-morning-2027-01-09')
    expect(await screen.findByRole('link', { name: 'All dates in this series' })).toHaveAttribute('href', '/events/series/movie-morning')
    expect(screen.getByText('Part of the series:', { exact: false })).toBeInTheDocument()
    english.unmount()
    await renderRoute('/es/events/movie-morning-2027-01-09')
    expect(await screen.findByRole('link', { name: 'Todas las fechas de esta serie' })).toHaveAttribute('href', '/es/events/series/movie-morning')
  })

  it('has no series link when the event is not part of one', async () => {
    server.use(http.get('/api/events/:slug', () => HttpResponse.json({ ...series.upcoming[0], series: null })))
    await renderRoute('/events/movie-morning-2027-01-09')
    await screen.findByRole('heading', { name: 'About This Event' })
    expect(screen.queryByRole('link', { name: 'All dates in this series' })).not.toBeInTheDocument()
  })
})
