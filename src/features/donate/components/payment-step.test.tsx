import type { ReactNode } from 'react'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster, toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { DonatePage } from './donate-page'
import PaymentStep from './payment-step'

// Stripe's browser SDK stands in as a fake: the test checks what the page asks of it.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
}))
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe.mockResolvedValue({}) }))
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string; locale?: string } }) => (
    <div data-testid="elements" data-client-secret={options.clientSecret} data-locale={options.locale}>{children}</div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({}),
}))

describe('payment step', { timeout: 60_000 }, () => {
  afterEach(() => {
    toaster.remove()
    vi.unstubAllEnvs()
  })

  it('opens after the client secret arrives, confirms with the return address, reports failure, and goes back', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    server.use(http.post('/api/donations', () =>
      HttpResponse.json({ donationId: 'd1', clientSecret: 'pi_9_secret_9', amountCents: 5000, frequency: 'one-time' }, { status: 201 })))
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } })
    const { user } = renderWithProviders(<><DonatePage onReturnHandled={() => {}} /><Toaster /></>)

    await user.click(screen.getByRole('button', { name: /^\$50 / }))
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.org')
    await user.click(screen.getByRole('button', { name: 'Donate $50 Now' }))

    const heading = await screen.findByRole('heading', { name: 'Complete Your Donation' }, { timeout: 5000 })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('Daily living support', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByTestId('elements')).toHaveAttribute('data-client-secret', 'pi_9_secret_9')
    expect(screen.getByTestId('elements')).toHaveAttribute('data-locale', 'en')
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123')

    await user.click(screen.getByRole('button', { name: 'Complete Donation of $50' }))
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument()
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument()
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/donate?success=true` } }),
    )

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.queryByRole('heading', { name: 'Complete Your Donation' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^\$50 / })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText(/^email/i)).toHaveValue('ana@example.org')
  })

  it("confirms a monthly gift's first invoice with the same Payment Element", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    server.use(http.post('/api/donations', () =>
      HttpResponse.json({ donationId: 'd2', clientSecret: 'pi_in_secret_1', amountCents: 2500, frequency: 'monthly' }, { status: 201 })))
    const { user } = renderWithProviders(<><DonatePage onReturnHandled={() => {}} /><Toaster /></>)
    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await user.click(screen.getByRole('button', { name: /^\$25 / }))
    await user.type(screen.getByLabelText(/^email/i), 'ana@example.org')
    await user.click(screen.getByRole('button', { name: 'Donate $25 Monthly' }))

    await screen.findByRole('heading', { name: 'Complete Your Donation' }, { timeout: 5000 })
    expect(screen.getByText(/Your monthly gift of \$25 provides/)).toBeInTheDocument()
    expect(screen.getByTestId('elements')).toHaveAttribute('data-client-secret', 'pi_in_secret_1')
    expect(screen.getByRole('button', { name: 'Complete Monthly Donation of $25' })).toBeInTheDocument()
  })

  it('on a Spanish page shows Stripe in Spanish and returns to /es/donate', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Su tarjeta fue rechazada.' } })
    const { user } = renderWithProviders(
      <><PaymentStep publishableKey="pk_test_es" clientSecret="pi_es_secret_1" amountCents={5000} frequency="one-time" onBack={() => {}} /><Toaster /></>,
      { locale: 'es' },
    )
    expect(screen.getByRole('heading', { name: 'Complete su donación' })).toBeInTheDocument()
    expect(screen.getByTestId('elements')).toHaveAttribute('data-locale', 'es')
    await user.click(screen.getByRole('button', { name: 'Completar la donación de $50' }))
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/es/donate?success=true` } }),
    ))
  })
})
