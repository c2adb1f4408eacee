import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster, toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { DonationForm } from './donation-form'

function renderForm() {
  const onPaymentReady = vi.fn()
  const view = renderWithProviders(
    <>
      <DonationForm onPaymentReady={onPaymentReady} />
      <Toaster />
    </>,
  )
  const preset = (dollars: string) => screen.getByRole('button', { name: new RegExp(`^\\${dollars} `) })
  const custom = () => screen.getByLabelText(/custom amount/i)
  const email = () => screen.getByLabelText(/^email/i)
  const donate = () => screen.getByRole('button', { name: /^Donate .* Now$|Processing/ })
  return { ...view, onPaymentReady, preset, custom, email, donate }
}

/** Counts POST /api/donations and answers with `reply`. */
function donationsApi(reply: () => Response) {
  const bodies: Record<string, unknown>[] = []
  server.use(http.post('/api/donations', async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>)
    return reply()
  }))
  return bodies
}

describe('donation form', { timeout: 30_000 }, () => {
  afterEach(() => {
    toaster.remove()
    vi.unstubAllEnvs()
  })

  it('offers the six presets with their impact, and a preset clears the custom amount', async () => {
    const { user, preset, custom, donate } = renderForm()
    for (const label of ['$25', '$50', '$100', '$250', '$500', '$1,000']) expect(preset(label)).toHaveAttribute('aria-pressed', 'false')
    expect(preset('$1,000')).toHaveTextContent('Comprehensive care package')
    expect(custom()).toHaveAttribute('min', '1')
    expect(custom()).toHaveAttribute('step', '0.01')

    await user.type(custom(), '12.5')
    await user.click(preset('$50'))

    expect(preset('$50')).toHaveAttribute('aria-pressed', 'true')
    expect(custom()).toHaveValue(null)
    expect(donate()).toHaveTextContent('Donate $50 Now')
    expect(screen.getByRole('status')).toHaveTextContent('Your impact: Daily living support')
  })

  it('typing a custom amount clears the preset and updates the label and impact', async () => {
    const { user, preset, custom, donate } = renderForm()
    await user.click(preset('$250'))
    await user.type(custom(), '12.5')

    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0)
    expect(donate()).toHaveTextContent('Donate $12.50 Now')
    expect(screen.getByRole('status')).toHaveTextContent('2 hours of quality care')
  })

  it('keeps Donate disabled until the amount is at least $1 and an e-mail is given', async () => {
    const { user, preset, custom, email, donate } = renderForm()
    expect(donate()).toBeDisabled()
    await user.type(custom(), '0.5')
    await user.type(email(), 'ana@example.org')
    expect(donate()).toBeDisabled()
    await user.clear(custom())
    await user.type(custom(), '1')
    expect(donate()).toBeEnabled()
    await user.clear(email())
    expect(donate()).toBeDisabled()
    await user.click(preset('$25'))
    expect(donate()).toBeDisabled()
  })

  it("shows 'Invalid Amount' for an amount over the ceiling, and sends nothing", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    const bodies = donationsApi(() => HttpResponse.json({}, { status: 500 }))
    const { user, custom, email, donate } = renderForm()

    await user.type(email(), 'ana@example.org')
    await user.type(custom(), '250000')
    await user.click(donate())
    expect(await screen.findByText('Invalid Amount')).toBeInTheDocument()
    expect(screen.getAllByText(/limited to \$100,000/).length).toBeGreaterThan(0)
    expect(screen.getByLabelText(/custom amount/i)).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toHaveLength(0)
  })

  it('shows a malformed e-mail under the field, without a toast, and sends nothing', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    const bodies = donationsApi(() => HttpResponse.json({}, { status: 500 }))
    const { user, preset, email, donate } = renderForm()
    await user.click(preset('$25'))
    await user.type(email(), 'ana@')
    await user.click(donate())
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toHaveLength(0)
  })

  it("without a publishable key shows 'Payment Processing Unavailable' and calls nothing", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '')
    const bodies = donationsApi(() => HttpResponse.json({}, { status: 500 }))
    const { user, preset, email, donate, onPaymentReady } = renderForm()

    await user.click(preset('$50'))
    await user.type(email(), 'ana@example.org')
    await user.click(donate())

    expect(await screen.findByText('Payment Processing Unavailable')).toBeInTheDocument()
    expect(screen.getByText('Payment processing is not configured. Please contact us directly.')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    expect(onPaymentReady).not.toHaveBeenCalled()
  })

  it('when configured, asks /api for a payment in cents and reuses the attempt id on a retry', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    let fail = true
    const bodies = donationsApi(() =>
      fail
        ? HttpResponse.json({ error: 'Payment provider unavailable. Please try again.' }, { status: 502 })
        : HttpResponse.json({ donationId: 'd1', clientSecret: 'pi_1_secret_2', amountCents: 1999, frequency: 'one-time' }, { status: 201 }),
    )
    const { user, custom, email, donate, onPaymentReady } = renderForm()
    await user.type(custom(), '19.99')
    await user.type(screen.getByLabelText(/^name/i), 'Ana Ruiz')
    await user.type(email(), 'ana@example.org')

    await user.click(donate())
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument()
    expect(screen.getByText('Payment provider unavailable. Please try again.')).toBeInTheDocument()

    fail = false
    await user.click(donate())
    await waitFor(() => expect(onPaymentReady).toHaveBeenCalledWith({ donationId: 'd1', clientSecret: 'pi_1_secret_2', amountCents: 1999, frequency: 'one-time' }))
    expect(bodies[0]).toMatchObject({ amountCents: 1999, frequency: 'one-time', donorName: 'Ana Ruiz', donorEmail: 'ana@example.org' })
    expect(bodies[0]!.attemptId).toMatch(/^[0-9a-f-]{36}$/)
    expect(bodies[1]!.attemptId).toBe(bodies[0]!.attemptId)
  })

  it("offers One-time (chosen) and Monthly above the amounts; Monthly asks /api for a monthly gift of the same amount", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    const bodies = donationsApi(() =>
      HttpResponse.json({ donationId: 'd2', clientSecret: 'pi_2_secret_3', amountCents: 2500, frequency: 'monthly' }, { status: 201 }))
    const { user, preset, email, onPaymentReady } = renderForm()
    const group = screen.getByRole('group', { name: 'How often would you like to give?' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['one-time', 'monthly'])
    expect(screen.getByRole('radio', { name: 'One-time' })).toBeChecked()
    expect(group.compareDocumentPosition(preset('$25')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await user.click(preset('$25'))
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('Your impact: 5 hours of quality care')
    await user.type(email(), 'ana@example.org')
    expect(screen.getByRole('button', { name: 'Donate $25 Monthly' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Donate $25 Monthly' }))
    await waitFor(() => expect(onPaymentReady).toHaveBeenCalledWith(expect.objectContaining({ frequency: 'monthly' })))
    expect(bodies[0]).toMatchObject({ amountCents: 2500, frequency: 'monthly', donorEmail: 'ana@example.org' })
  })

  it('shows the processing fee before paying, adds it when covered (off by default), and sends a dedication', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    const bodies = donationsApi(() =>
      HttpResponse.json({ donationId: 'd3', clientSecret: 'pi_3_secret_4', amountCents: 5140, frequency: 'one-time' }, { status: 201 }))
    const { user, preset, email, onPaymentReady } = renderForm()
    const cover = screen.getByRole('checkbox', { name: 'Cover the processing fee' })
    expect(cover).not.toBeChecked()
    await user.click(preset('$50'))
    expect(screen.getByText('Adds $1.40 (2.2% + $0.30), so your whole gift goes to our programs.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Donate $50 Now' })).toBeInTheDocument()
    await user.click(cover)
    expect(screen.getByRole('button', { name: 'Donate $51.40 Now' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your impact: Daily living support')

    await user.click(screen.getByRole('checkbox', { name: 'Dedicate this gift' }))
    await user.click(screen.getByRole('radio', { name: 'In memory of' }))
    await user.type(email(), 'ana@example.org')
    await user.click(screen.getByRole('button', { name: 'Donate $51.40 Now' }))
    expect(await screen.findByText('Please enter the name of the person this gift honors.')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.type(screen.getByRole('textbox', { name: /Name of the person/ }), 'Rose Ruiz')
    await user.type(screen.getByRole('textbox', { name: /Notify someone/ }), 'family@example.org')
    await user.click(screen.getByRole('button', { name: 'Donate $51.40 Now' }))
    await waitFor(() => expect(onPaymentReady).toHaveBeenCalled())
    expect(bodies[0]).toMatchObject({ amountCents: 5000, coverFee: true, dedication: { kind: 'memory', name: 'Rose Ruiz', notifyEmail: 'family@example.org' } })
  })

  it("a monthly gift without a publishable key shows 'Payment Processing Unavailable' too", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '')
    const bodies = donationsApi(() => HttpResponse.json({}, { status: 500 }))
    const { user, preset, email } = renderForm()
    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await user.click(preset('$50'))
    await user.type(email(), 'ana@example.org')
    await user.click(screen.getByRole('button', { name: 'Donate $50 Monthly' }))
    expect(await screen.findByText('Payment Processing Unavailable')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it("answers a 503 from /api with 'Payment Processing Unavailable'", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123')
    donationsApi(() => HttpResponse.json({ error: 'Payment processing is not configured. Please contact us directly.' }, { status: 503 }))
    const { user, preset, email, donate } = renderForm()
    await user.click(preset('$25'))
    await user.type(email(), 'ana@example.org')
    await user.click(donate())
    expect(await screen.findByText('Payment Processing Unavailable')).toBeInTheDocument()
  })
})
