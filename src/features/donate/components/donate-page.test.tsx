import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster, toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { DonatePage } from './donate-page'

function renderPage(returnedPaymentIntent?: string) {
  const onReturnHandled = vi.fn()
  const view = renderWithProviders(
    <>
      <DonatePage returnedPaymentIntent={returnedPaymentIntent} onReturnHandled={onReturnHandled} />
      <Toaster />
    </>,
  )
  return { ...view, onReturnHandled }
}

function statusApi(body: Record<string, unknown>, status = 200) {
  const asked: string[] = []
  server.use(http.get('/api/donations/status', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('paymentIntent') ?? '')
    return HttpResponse.json(body, { status })
  }))
  return asked
}

describe('Donate page', { timeout: 30_000 }, () => {
  afterEach(() => toaster.remove())

  it('shows the hero statistics, the three sponsor tiers with Silver most popular, and the mail links', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    for (const stat of ['500+', '12', '21', '98%']) expect(screen.getByText(stat)).toBeInTheDocument()
    const sponsorship = document.getElementById('sponsorship')!
    // the sections below the form load their code on their own (donate-far-sections.tsx)
    const tiers = (await within(sponsorship).findAllByRole('heading', { level: 3 })).map((h) => h.textContent)
    expect(tiers).toEqual(['Bronze', 'Silver', 'Gold'])
    for (const amount of ['$500', '$5,000', '$10,000']) expect(within(sponsorship).getByText(amount)).toBeInTheDocument()
    const popular = within(sponsorship).getByText('Most Popular')
    expect(popular.closest('.chakra-card__root')).toHaveTextContent('Silver')
    expect(within(sponsorship).getByRole('link', { name: 'Become a Sponsor' }).getAttribute('href')).toMatch(/^mailto:sponsorship@/)
    expect((await within(document.getElementById('in-kind')!).findByRole('link')).getAttribute('href')).toMatch(/^mailto:/)
  })

  it("says 'Payment Successful!' on return only when the provider reports success", async () => {
    const asked = statusApi({ status: 'succeeded', amountCents: 5000, frequency: 'one-time', message: null })
    const { onReturnHandled } = renderPage('pi_123')
    expect(await screen.findByText('Payment Successful!', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Thank you for your generous donation.')).toBeInTheDocument()
    expect(asked).toEqual(['pi_123'])
    expect(screen.getByRole('heading', { name: 'Thank you! Your gift of $50 has been received.' })).toBeInTheDocument()
    expect(onReturnHandled).toHaveBeenCalledTimes(1)
  })

  it('after a monthly gift, the thank-you screen says it is set up, and offers another gift', async () => {
    statusApi({ status: 'succeeded', amountCents: 2500, frequency: 'monthly', message: null })
    const { user } = renderPage('pi_monthly')
    const heading = await screen.findByRole('heading', { name: 'Thank you! Your monthly gift of $25 is set up.' }, { timeout: 5000 })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.queryByRole('button', { name: /^Donate/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Make Another Gift' }))
    expect(screen.queryByRole('heading', { name: /Thank you!/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Donate/ })).toBeVisible()
  })

  it("shows 'Payment Failed' with the provider's message", async () => {
    statusApi({ status: 'failed', amountCents: 5000, frequency: 'one-time', message: 'Your card was declined.' })
    renderPage('pi_456')
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument()
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
  })

  it('while the payment is processing, says so and claims nothing', async () => {
    statusApi({ status: 'processing', amountCents: 5000, frequency: 'one-time', message: null })
    const { onReturnHandled } = renderPage('pi_789')
    expect(await screen.findByText(/Your payment is processing/)).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
    expect(onReturnHandled).not.toHaveBeenCalled()
  })

  it('when the status cannot be read, shows a failure rather than success', async () => {
    statusApi({ error: 'Payment processing is not configured. Please contact us directly.' }, 503)
    renderPage('pi_000')
    await waitFor(() => expect(screen.getByText('Payment Failed')).toBeInTheDocument())
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
  })
})
