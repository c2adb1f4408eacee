import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

describe('/newsletter/unsubscribe', { timeout: 30_000 }, () => {
  it('unsubscribes with the token from the link once the reader presses the button', async () => {
    let sent: unknown
    server.use(
      http.post('/api/newsletter/unsubscribe', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: "You've been unsubscribed from our newsletter." })
      }),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    const { user } = await renderRoute('/newsletter/unsubscribe?token=reader%40example.org.sig')

    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from Our Newsletter' })).toBeInTheDocument()
    expect(sent).toBeUndefined()
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))

    expect(await screen.findByText("You've been unsubscribed from our newsletter.")).toBeInTheDocument()
    expect(sent).toEqual({ token: 'reader@example.org.sig' })
  })
})

describe('/es/newsletter/unsubscribe', { timeout: 30_000 }, () => {
  it('asks in Spanish, and says in Spanish when the link is cut short', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/newsletter/unsubscribe')

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelar la suscripción a nuestro boletín' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace está incompleto. Por favor, use el enlace completo de su correo electrónico.')
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es')
  })

  it('offers the Spanish button when the link has its token', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/newsletter/unsubscribe?token=reader%40example.org.sig')

    expect(await screen.findByRole('button', { name: 'Cancelar la suscripción' })).toBeInTheDocument()
    expect(screen.getByText('Presione el botón de abajo y dejaremos de enviar nuestro boletín a este correo electrónico.')).toBeInTheDocument()
  })
})
