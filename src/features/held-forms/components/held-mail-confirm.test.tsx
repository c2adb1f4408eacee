import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

const services = () => server.use(http.get('/api/services', () => HttpResponse.json([])))

describe("the page a held form's mail links to", { timeout: 30_000 }, () => {
  it('sends nothing on opening: its button posts the token and the language natively to /api', async () => {
    let posted = false
    services()
    server.use(http.post('/api/held/confirm', () => { posted = true; return HttpResponse.json({}) }))
    await renderRoute('/es/forms/held-confirm?token=mail.sig')
    const button = await screen.findByRole('button', { name: 'Confirmar y enviar mi formulario' })
    const form = button.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/held/confirm')
    expect(Object.fromEntries(new FormData(form))).toEqual({ token: 'mail.sig', lang: 'es' })
    expect(button).toHaveAttribute('type', 'submit')
    expect(posted).toBe(false)
  })

  it('says a link cut short is incomplete, with no button', async () => {
    services()
    await renderRoute('/forms/held-confirm')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.')
    expect(screen.queryByRole('button', { name: 'Confirm and send my form' })).toBeNull()
  })
})
