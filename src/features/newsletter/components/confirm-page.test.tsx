import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

describe('/newsletter/confirm', { timeout: 30_000 }, () => {
  it('confirms with the token from the link once the reader presses the button', async () => {
    let sent: unknown
    server.use(
      http.post('/api/newsletter/confirm', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: "You're subscribed to our newsletter. Thank you!" })
      }),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    const { user } = await renderRoute('/newsletter/confirm?token=reader%40example.org.sig')

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your Newsletter Subscription' })).toBeInTheDocument()
    expect(sent).toBeUndefined()
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }))

    expect(await screen.findByText("You're subscribed to our newsletter. Thank you!")).toBeInTheDocument()
    expect(sent).toEqual({ token: 'reader@example.org.sig' })
  })

  it('shows the server\'s words when the link has expired', async () => {
    server.use(
      http.post('/api/newsletter/confirm', () => HttpResponse.json({ error: 'This confirmation link has expired. Please sign up again.' }, { status: 410 })),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    const { user } = await renderRoute('/newsletter/confirm?token=late.sig')
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }))
    expect(await screen.findByText('This confirmation link has expired. Please sign up again.')).toBeInTheDocument()
  })
})

describe('/es/newsletter/confirm', { timeout: 30_000 }, () => {
  it('asks in Spanish, with the Spanish button and a link home in Spanish', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/newsletter/confirm?token=abc.def')

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirme su suscripción a nuestro boletín' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirmar mi suscripción' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es')
  })
})
