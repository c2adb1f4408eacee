import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

describe('/forms/held once the app runs there', { timeout: 30_000 }, () => {
  it('runs the check and sends the held form with the token from the address, then shows the form\'s result page', async () => {
    let sent: unknown
    server.use(
      http.post('/api/held/confirm', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ outcome: 'contact-sent' })
      }),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute('/forms/held#held.sig')
    expect(await screen.findByRole('heading', { level: 1, name: 'Message Sent!' })).toBeInTheDocument()
    expect(sent).toEqual({ token: 'held.sig', altcha: expect.stringMatching(/^[A-Za-z0-9+/=]+$/) })
  })

  it('shows the expired page when the form was sent already or is too old', async () => {
    server.use(
      http.post('/api/held/confirm', () => HttpResponse.json({ error: 'gone', outcome: 'held-expired' }, { status: 410 })),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute('/es/forms/held#old.sig')
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no es válido' })).toBeInTheDocument()
  })

  it('without a token (the page as prerendered) only says that a link was e-mailed', async () => {
    let calls = 0
    server.use(
      http.post('/api/held/confirm', () => { calls += 1; return HttpResponse.json({ outcome: 'contact-sent' }) }),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute('/forms/held')
    expect(await screen.findByRole('heading', { level: 1, name: 'Almost done: please confirm your form' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/We have emailed you a link/)
    expect(calls).toBe(0)
  })

  it('says to use the e-mailed link when the page could not send it', async () => {
    server.use(
      http.post('/api/held/confirm', () => new HttpResponse(null, { status: 500 })),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute('/forms/held#held.sig')
    expect(await screen.findByRole('alert')).toHaveTextContent('Please use the link in the email we sent you.')
  })
})
