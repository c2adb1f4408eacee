// /es/contact: the page, the form and the cards in Spanish.
import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'

configure({ asyncUtilTimeout: 5000 })

describe('/es/contact', { timeout: 30_000 }, () => {
  it('shows its sections, form and quick contacts in Spanish', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/contact')
    expect(await screen.findByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument()
    for (const name of ['Comuníquese con nosotros', 'Nuestras oficinas', 'Áreas de servicio']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByRole('form', { name: 'Envíenos un mensaje' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Nombre completo/ })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /^Asunto/ })).toBeRequired()
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument()
    expect(screen.getByText('Los campos marcados con', { exact: false })).toHaveTextContent('Los campos marcados con * son obligatorios.')
    expect(screen.getByRole('heading', { name: 'Línea de crisis 24/7' })).toBeInTheDocument()
    expect(screen.getAllByText(/^Condado de /).length).toBeGreaterThan(0)
    await vi.waitFor(() => expect(document.title).toMatch(/^Contáctenos \| /))
  })

  it('says what is missing in Spanish when the form is sent empty', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    const { user } = await renderRoute('/es/contact')
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument()
    expect(screen.getByText('Escriba un correo electrónico válido')).toBeInTheDocument()
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres')).toBeInTheDocument()
    expect(screen.queryByText(/must be at least/)).toBeNull()
  })
})
