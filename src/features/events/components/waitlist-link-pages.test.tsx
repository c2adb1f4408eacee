import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

function answer(action: 'claim' | 'leave', resolver: () => Response) {
  const sent: unknown[] = []
  server.use(
    http.post(`/api/waitlist/${action}`, async ({ request }) => {
      sent.push(((await request.json()) as { token: unknown }).token)
      return resolver()
    }),
    http.get('/api/services', () => HttpResponse.json([])),
  )
  return sent
}

describe('waitlist e-mail links', { timeout: 30_000 }, () => {
  it('/events/claim claims only on the button press, then shows the confirmation', async () => {
    const sent = answer('claim', () => HttpResponse.json({ message: 'Your seats are confirmed!' }))
    const { user } = await renderRoute('/events/claim?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim Your Seats' })).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Claim My Seats' }))
    expect(await screen.findByText('Your seats are confirmed!')).toBeInTheDocument()
    expect(sent).toEqual(['abc.def'])
  })

  it('/events/claim explains an expired offer', async () => {
    answer('claim', () => HttpResponse.json({ error: 'This offer has expired.' }, { status: 409 }))
    const { user } = await renderRoute('/events/claim?token=abc.def')
    await user.click(await screen.findByRole('button', { name: 'Claim My Seats' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has expired.')
  })

  it('/events/leave-waitlist leaves only on the button press', async () => {
    const sent = answer('leave', () => HttpResponse.json({ message: 'You have left the waitlist.' }))
    const { user } = await renderRoute('/events/leave-waitlist?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave the Waitlist' })).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Leave the Waitlist' }))
    expect(await screen.findByText('You have left the waitlist.')).toBeInTheDocument()
    expect(sent).toEqual(['abc.def'])
  })
})
