// The donate feature on a Spanish page: its words in Spanish, amounts through es-US.
import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute, renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { DonationForm } from './donation-form'
import { ThankYou } from './thank-you'

configure({ asyncUtilTimeout: 5000 })

describe('the donate feature in Spanish', { timeout: 30_000 }, () => {
  it('the form asks in Spanish and names the gift on its button', async () => {
    const { user } = renderWithProviders(<DonationForm onPaymentReady={vi.fn()} />, { locale: 'es' })
    expect(screen.getByRole('group', { name: '¿Con qué frecuencia desea donar?' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Cada mes' })).toBeInTheDocument()
    expect(screen.getByLabelText('Otra cantidad (dólares estadounidenses)')).toHaveAttribute('placeholder', 'Escriba la cantidad')
    await user.click(screen.getByRole('button', { name: /^\$50 Apoyo para la vida diaria$/ }))
    expect(screen.getByRole('status')).toHaveTextContent('Su impacto: Apoyo para la vida diaria')
    expect(screen.getByRole('button', { name: 'Donar $50 ahora' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Cada mes' }))
    expect(screen.getByRole('button', { name: 'Donar $50 cada mes' })).toBeInTheDocument()
    expect(screen.getByText('Agrega $1.40 (2.2% + $0.30), para que toda su donación vaya a nuestros programas.')).toBeInTheDocument()
  })

  it('thanks the donor in Spanish', () => {
    renderWithProviders(<ThankYou gift={{ frequency: 'monthly', amountCents: 2500 }} onGiveAgain={vi.fn()} />, { locale: 'es' })
    expect(screen.getByRole('heading', { name: '¡Gracias! Su donación mensual de $25 quedó lista.' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hacer otra donación' })).toBeInTheDocument()
  })

  it('/es/donate has its sections and title in Spanish', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/donate')
    expect(await screen.findByRole('heading', { level: 1, name: 'Haga una diferencia hoy' })).toBeInTheDocument()
    for (const name of ['Haga su donación', 'Oportunidades de patrocinio', 'Donaciones en especie']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(await screen.findByRole('link', { name: 'Hágase patrocinador' })).toHaveAttribute('href', expect.stringContaining('Consulta%20sobre%20patrocinio'))
    await vi.waitFor(() => expect(document.title).toMatch(/^Donar \| /))
  })

  it('/es/donate/monthly-gift describes the gift in Spanish', async () => {
    server.use(
      http.get('/api/monthly-gifts', () => HttpResponse.json({ amountCents: 2500, nextChargeAt: '2026-12-15T17:00:00.000Z', cancelAtPeriodEnd: false })),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute('/es/donate/monthly-gift?token=abc')
    expect(await screen.findByText(/^Usted dona \$25 cada mes\. Su próxima donación es el martes, 15 de diciembre de 2026\./)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancelar la donación mensual' })).toBeInTheDocument()
  })
})
