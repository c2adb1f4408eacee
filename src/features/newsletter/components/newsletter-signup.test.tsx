import { configure, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { Toaster, toaster } from '@/components/ui/toaster'
import { NewsletterSignup } from './newsletter-signup'
import type { Locale } from '@/i18n/locale'

function renderSignup(locale: Locale = 'en') {
  return renderWithProviders(
    <>
      <NewsletterSignup />
      <Toaster />
    </>,
    { locale },
  )
}

configure({ asyncUtilTimeout: 5000 })

describe('NewsletterSignup', { timeout: 30_000 }, () => {
  afterEach(() => toaster.remove())

  it('sends the address, shows Subscribing... while it waits, then thanks and clears the field', async () => {
    let sent: unknown
    server.use(
      http.post('/api/newsletter', async ({ request }) => {
        sent = await request.json()
        await delay(400)
        return HttpResponse.json({ message: 'ok' }, { status: 201 })
      }),
    )
    const { user } = renderSignup()
    const field = screen.getByLabelText(/email address/i)
    await user.type(field, 'Parent@Example.org')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    expect(await screen.findByText('Success!')).toBeInTheDocument()
    expect(screen.getByText("Almost done! Check your email and confirm your subscription.")).toBeInTheDocument()
    expect(sent).toEqual({ email: 'Parent@Example.org' })
    await waitFor(() => expect(field).toHaveValue(''))
  })

  it("shows the server's message in an Error toast and keeps the address", async () => {
    server.use(http.post('/api/newsletter', () => HttpResponse.json({ error: 'Too many requests' }, { status: 429 })))
    const { user } = renderSignup()
    await user.type(screen.getByLabelText(/email address/i), 'a@b.org')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getByText('Too many requests')).toBeInTheDocument()
    expect(screen.getByLabelText(/email address/i)).toHaveValue('a@b.org')
  })

  it('falls back to SPEC wording when the server gives no message', async () => {
    server.use(http.post('/api/newsletter', () => new HttpResponse(null, { status: 500 })))
    const { user } = renderSignup()
    await user.type(screen.getByLabelText(/email address/i), 'a@b.org')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument()
  })

  it('does not send an invalid address and says why', async () => {
    const { user } = renderSignup()
    await user.type(screen.getByLabelText(/email address/i), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('NewsletterSignup on a Spanish page', { timeout: 30_000 }, () => {
  afterEach(() => toaster.remove())

  it('labels the form and its button in Spanish, and thanks in Spanish', async () => {
    server.use(http.post('/api/newsletter', () => HttpResponse.json({ message: 'ok' }, { status: 201 })))
    const { user } = renderSignup('es')
    expect(screen.getByRole('form', { name: 'Suscripción al boletín' })).toBeInTheDocument()
    const field = screen.getByLabelText(/correo electrónico/i)
    expect(field).toHaveAttribute('placeholder', 'Escriba su correo electrónico')
    await user.type(field, 'madre@example.org')
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }))

    expect(await screen.findByText('¡Listo!')).toBeInTheDocument()
    expect(screen.getByText('¡Casi listo! Revise su correo electrónico y confirme su suscripción.')).toBeInTheDocument()
  })

  it('says in Spanish that the subscription failed when the server gives no message', async () => {
    server.use(http.post('/api/newsletter', () => new HttpResponse(null, { status: 500 })))
    const { user } = renderSignup('es')
    await user.type(screen.getByLabelText(/correo electrónico/i), 'a@b.org')
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }))

    expect(await screen.findByText('No pudimos completar su suscripción. Por favor, inténtelo de nuevo.')).toBeInTheDocument()
  })
})
