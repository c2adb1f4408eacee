import { configure, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

/** Answers POSTs to `endpoint` with `resolver` and returns the tokens they carried. */
function answerLink(endpoint: string, resolver: () => Response) {
  const sent: unknown[] = []
  server.use(
    http.post(endpoint, async ({ request }) => {
      sent.push(((await request.json()) as { token: unknown }).token)
      return resolver()
    }),
    http.get('/api/services', () => HttpResponse.json([])),
  )
  return sent
}
const answerCancel = (resolver: () => Response) => answerLink('/api/registrations/cancel', resolver)
const answerWaitlist = (action: 'claim' | 'leave', resolver: () => Response) => answerLink(`/api/waitlist/${action}`, resolver)

describe('/events/cancel', { timeout: 30_000 }, () => {
  it('cancels only after the attendee confirms, then shows the server message', async () => {
    const sent = answerCancel(() => HttpResponse.json({ message: 'Your registration has been cancelled.' }))
    const { user } = await renderRoute('/events/cancel?token=abc.def')

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel Your Registration' })).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Cancel My Registration' }))

    expect(await screen.findByText('Your registration has been cancelled.')).toBeInTheDocument()
    expect(sent).toEqual(['abc.def'])
    expect(screen.queryByRole('button', { name: 'Cancel My Registration' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events')
  })

  it("shows the server's explanation for a bad link and lets the visitor try again", async () => {
    answerCancel(() => HttpResponse.json({ error: 'This link is not valid. Please use the link from your email.' }, { status: 400 }))
    const { user } = await renderRoute('/events/cancel?token=forged.sig')
    await user.click(await screen.findByRole('button', { name: 'Cancel My Registration' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid. Please use the link from your email.')
    expect(screen.getByRole('button', { name: 'Cancel My Registration' })).toBeEnabled()
  })

  it('explains a link without a token instead of offering a button', async () => {
    answerCancel(() => HttpResponse.json({ message: 'unused' }))
    await renderRoute('/events/cancel')
    expect(await screen.findByRole('alert')).toHaveTextContent(/link is incomplete/)
    expect(screen.queryByRole('button', { name: 'Cancel My Registration' })).not.toBeInTheDocument()
  })
})

describe('waitlist e-mail links', { timeout: 30_000 }, () => {
  it('/events/claim claims only on the button press, then shows the confirmation', async () => {
    const sent = answerWaitlist('claim', () => HttpResponse.json({ message: 'Your seats are confirmed!' }))
    const { user } = await renderRoute('/events/claim?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim Your Seats' })).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Claim My Seats' }))
    expect(await screen.findByText('Your seats are confirmed!')).toBeInTheDocument()
    expect(sent).toEqual(['abc.def'])
  })

  it('/events/claim explains an expired offer', async () => {
    answerWaitlist('claim', () => HttpResponse.json({ error: 'This offer has expired.' }, { status: 409 }))
    const { user } = await renderRoute('/events/claim?token=abc.def')
    await user.click(await screen.findByRole('button', { name: 'Claim My Seats' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has expired.')
  })

  it('/events/leave-waitlist leaves only on the button press', async () => {
    const sent = answerWaitlist('leave', () => HttpResponse.json({ message: 'You have left the waitlist.' }))
    const { user } = await renderRoute('/events/leave-waitlist?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave the Waitlist' })).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Leave the Waitlist' }))
    expect(await screen.findByText('You have left the waitlist.')).toBeInTheDocument()
    expect(sent).toEqual(['abc.def'])
  })
})

describe('e-mail link pages in Spanish', { timeout: 30_000 }, () => {
  it('/es/events/cancel asks, acts and links onward in Spanish', async () => {
    const sent = answerCancel(() => HttpResponse.json({ message: 'Your registration has been cancelled.' }))
    const { user } = await renderRoute('/es/events/cancel?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelar su inscripción' })).toBeInTheDocument()
    expect(screen.getByText(/¿No puede asistir\?/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/es/events')
    await waitFor(() => expect(document.title).toMatch(/^Cancelar la inscripción \| /))
    await user.click(screen.getByRole('button', { name: 'Cancelar mi inscripción' }))
    expect(await screen.findByText('Your registration has been cancelled.')).toBeInTheDocument()
    expect(sent).toEqual(['abc.def'])
  })

  it('/es/events/claim and /es/events/leave-waitlist name their buttons and titles in Spanish', async () => {
    answerWaitlist('claim', () => HttpResponse.json({ message: 'ok' }))
    const claim = await renderRoute('/es/events/claim?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserve sus lugares' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reservar mis lugares' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Reserve sus lugares \| /))
    claim.unmount()

    answerWaitlist('leave', () => HttpResponse.json({ message: 'ok' }))
    await renderRoute('/es/events/leave-waitlist?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Salir de la lista de espera' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Salir de la lista de espera \| /))
  })

  it('/es/newsletter/unsubscribe has a Spanish title', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/newsletter/unsubscribe?token=abc.def')
    await waitFor(() => expect(document.title).toMatch(/^Cancelar la suscripción \| /))
  })
})
