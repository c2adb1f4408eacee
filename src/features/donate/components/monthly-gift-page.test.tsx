import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'

configure({ asyncUtilTimeout: 5000 })

function monthlyGiftApi(gift: () => Response) {
  const cancels: unknown[] = []
  let cancelled = false
  server.use(
    http.get('/api/monthly-gifts', () => (cancelled ? HttpResponse.json({ amountCents: 2500, nextChargeAt: '2026-12-15T17:00:00.000Z', cancelAtPeriodEnd: true }) : gift())),
    http.post('/api/monthly-gifts/cancel', async ({ request }) => {
      cancels.push(((await request.json()) as { token: unknown }).token)
      cancelled = true
      return HttpResponse.json({ message: 'Your monthly gift has been cancelled. We have e-mailed you a confirmation.' })
    }),
    http.get('/api/services', () => HttpResponse.json([])),
  )
  return cancels
}

describe('/donate/monthly-gift', { timeout: 30_000 }, () => {
  it('shows the amount and the next date, and cancels only when the donor presses the button', async () => {
    const cancels = monthlyGiftApi(() => HttpResponse.json({ amountCents: 2500, nextChargeAt: '2026-12-15T17:00:00.000Z', cancelAtPeriodEnd: false }))
    const { user } = await renderRoute('/donate/monthly-gift?token=abc.def')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Monthly Gift' })).toBeInTheDocument()
    expect(await screen.findByText(/You give \$25 every month\. Your next gift is on Tuesday, December 15, 2026\./)).toBeInTheDocument()
    expect(cancels).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Cancel monthly gift' }))
    expect(await screen.findByText('Your monthly gift has been cancelled. We have e-mailed you a confirmation.')).toBeInTheDocument()
    expect(cancels).toEqual(['abc.def'])
  })

  it('says a cancelled gift is cancelled and offers no button', async () => {
    monthlyGiftApi(() => HttpResponse.json({ amountCents: 1000, nextChargeAt: '2026-12-15T17:00:00.000Z', cancelAtPeriodEnd: true }))
    await renderRoute('/donate/monthly-gift?token=abc.def')
    expect(await screen.findByText(/No further payments will be taken after Tuesday, December 15, 2026\./)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel monthly gift' })).not.toBeInTheDocument()
  })

  it("shows the server's reason when the link has expired with its gift", async () => {
    monthlyGiftApi(() => HttpResponse.json({ error: 'This monthly gift has already ended, so this link no longer works.' }, { status: 410 }))
    await renderRoute('/donate/monthly-gift?token=abc.def')
    expect(await screen.findByRole('alert')).toHaveTextContent('This monthly gift has already ended, so this link no longer works.')
    expect(screen.queryByRole('button', { name: 'Cancel monthly gift' })).not.toBeInTheDocument()
  })

  it('explains a link cut short', async () => {
    monthlyGiftApi(() => HttpResponse.json({}))
    await renderRoute('/donate/monthly-gift')
    expect(await screen.findByText('This link is incomplete. Please use the full link from your email.')).toBeInTheDocument()
  })
})
