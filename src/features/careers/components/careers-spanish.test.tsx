// The careers pages on their Spanish addresses: the job's facts, the forms and the withdraw page.
import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { pageContent } from '@/testing/site-content-handlers'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const content = pageContent('get-involved')
const [coordinator] = content.collections.jobs

describe('the careers pages in Spanish', { timeout: 30_000 }, () => {
  it('/es/jobs/{slug} names the facts in Spanish, with es-US dates and the pay unit', async () => {
    const job = { ...coordinator!, closesOn: '2027-01-31', baseSalary: { min: 18.5, max: 22, unit: 'HOUR' as const } }
    server.use(
      http.get('/api/pages/get-involved', () => HttpResponse.json({ ...content, collections: { ...content.collections, jobs: [job] } })),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    await renderRoute(`/es/jobs/${job.slug}`)
    const details = await screen.findByRole('complementary', { name: 'Detalles del puesto' })
    expect(within(details).getByText('Salario').nextElementSibling).toHaveTextContent('$18.50 - $22.00 por hora')
    expect(within(details).getByText('Fecha límite').nextElementSibling).toHaveTextContent('31 de enero de 2027')
    expect(screen.getByRole('link', { name: 'Presentar solicitud' })).toHaveAttribute('href', `/es/jobs/${job.slug}/apply`)
    expect(screen.getByRole('link', { name: '← Volver a Participe' })).toHaveAttribute('href', '/es/get-involved')
    await vi.waitFor(() => expect(document.title).toMatch(new RegExp(`^${job.title} - Empleos \\| `)))
  })

  it('/es/volunteer/apply asks in Spanish, keeping the choices the contract sends', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/volunteer/apply')
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud para ser voluntario' })).toBeInTheDocument()
    expect(screen.getByText('Todos los voluntarios pasan por una verificación de antecedentes y una capacitación de orientación.')).toBeInTheDocument()
    const heard = screen.getByRole('combobox', { name: /^¿Cómo se enteró de nosotros\?/ })
    expect(within(heard).getByRole('option', { name: 'Redes sociales' })).toHaveValue('Social media')
    expect(screen.getByRole('combobox', { name: 'Puesto de voluntario' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument()
  })

  it('/es/applications/withdraw offers the withdrawal in Spanish', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/applications/withdraw?token=abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Retirar su solicitud' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retirar mi solicitud' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver nuestros puestos disponibles' })).toHaveAttribute('href', '/es/get-involved')
  })
})
