import { fireEvent, screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

const long = 'x'.repeat(150)
const newsletter = http.post('/api/newsletter', () => HttpResponse.json({ ok: true }))

describe('Home services carousel', { timeout: 30_000 }, () => {
  it('says it is loading, then shows cards with descriptions cut at 120 characters and its controls', async () => {
    server.use(newsletter, http.get('/api/services', async () => {
      await delay(1500)
      return HttpResponse.json([{ id: '1', slug: 'respite-care', title: 'Respite Care', description: long }])
    }))
    await renderRoute('/')
    const section = await screen.findByRole('region', { name: 'Our Services' }, { timeout: 15_000 })
    expect(await within(section).findByText('Loading services...')).toBeInTheDocument()
    // The carousel loads as the visitor heads down the page or first touches or presses a key.
    fireEvent.pointerDown(document.body)
    expect(await within(section).findByText(`${'x'.repeat(120)}...`, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Learn More about Respite Care' })).toHaveAttribute('href', '/services/respite-care')
    for (const name of ['Previous services', 'Next services', 'Pause services carousel']) {
      expect(within(section).getByRole('button', { name })).toBeInTheDocument()
    }
  })

  it('shows the failure text when services cannot be loaded', async () => {
    server.use(newsletter, http.get('/api/services', () => new HttpResponse(null, { status: 503 })))
    await renderRoute('/')
    const section = await screen.findByRole('region', { name: 'Our Services' }, { timeout: 15_000 })
    fireEvent.pointerDown(document.body)
    expect(await within(section).findByText('Failed to load services', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('speaks Spanish on the Spanish home page', async () => {
    server.use(newsletter, http.get('/api/services', () => HttpResponse.json([{ id: '1', slug: 'respite-care', title: 'Respite Care', description: 'Short breaks.' }])))
    await renderRoute('/es')
    const section = await screen.findByRole('region', { name: 'Nuestros servicios' }, { timeout: 15_000 })
    fireEvent.pointerDown(document.body)
    const carousel = await within(section).findByRole('region', { name: 'Servicios' }, { timeout: 5000 })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel')
    expect(within(carousel).getByRole('group', { name: '1 de 1' })).toHaveAttribute('aria-roledescription', 'diapositiva')
    expect(within(carousel).getByRole('link', { name: 'Más información sobre Respite Care' })).toHaveAttribute('href', '/es/services/respite-care')
    for (const name of ['Servicios anteriores', 'Servicios siguientes', 'Pausar el carrusel de servicios']) {
      expect(within(carousel).getByRole('button', { name })).toBeInTheDocument()
    }
  })
})
