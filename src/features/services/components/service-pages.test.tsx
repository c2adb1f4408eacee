import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

const services = [
  { id: '1', slug: 'day-habilitation', title: 'Day Habilitation', description: 'A structured day program that builds life skills, friendships and independence in the community.' },
  { id: '2', slug: 'respite-care', title: 'Respite Care', description: 'Short breaks for families.' },
]

const detail = (slug: string, title: string) => ({
  id: '9', slug, title, description: 'What it is.', overview: 'Overview text.', approach: 'Approach text.',
  keyComponents: JSON.stringify(['Safe Housing: a stable place to live', { name: 'Case Management', description: 'One plan' }]),
  staffTraining: 'Training text.', goals: 'Goals text.', commitment: 'Commitment text.',
  createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
})

const listOk = http.get('/api/services', () => HttpResponse.json(services))

describe('Services list page', { timeout: 30_000 }, () => {
  it('shows a card per service with its full description and a Learn More link', async () => {
    server.use(listOk)
    await renderRoute('/services')
    const main = screen.getByRole('main')
    expect(await within(main).findByRole('heading', { level: 2, name: 'Day Habilitation' }, { timeout: 5000 })).toBeInTheDocument()
    expect(within(main).getByText(services[0]!.description)).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Learn More about Respite Care' })).toHaveAttribute('href', '/services/respite-care')
  })

  it('says it is loading, then explains a failure in the user’s words', async () => {
    server.use(http.get('/api/services', async () => {
      await delay(500)
      return new HttpResponse('boom', { status: 500 })
    }))
    await renderRoute('/services')
    expect(await within(screen.getByRole('main')).findByText('Loading services...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Unable to Load Services' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText("We're having trouble loading our services right now. Please try again later.")).toBeInTheDocument()
  })
})

describe('Service detail page', { timeout: 30_000 }, () => {
  it('places Our Commitment after the goals for ordinary services and parses key components', async () => {
    server.use(listOk, http.get('/api/services/day-habilitation', () => HttpResponse.json(detail('day-habilitation', 'Day Habilitation'))))
    await renderRoute('/services/day-habilitation')
    await screen.findByRole('heading', { level: 1, name: 'Day Habilitation' }, { timeout: 5000 })
    const h2s = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s.indexOf('Our Commitment')).toBeGreaterThan(h2s.indexOf('Goals'))
    expect(h2s).not.toContain('Contact Our Housing Team')
    expect(screen.getByRole('heading', { level: 3, name: 'Safe Housing' })).toBeInTheDocument()
    expect(screen.getByText('a stable place to live')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })

  it('puts Our Mission first and adds the housing team box for the housing program', async () => {
    const slug = 'housing-program-for-homeless-individuals'
    server.use(listOk, http.get(`/api/services/${slug}`, () => HttpResponse.json(detail(slug, 'Housing Program for Homeless Individuals'))))
    await renderRoute(`/services/${slug}`)
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    const h2s = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s[0]).toBe('Our Mission')
    expect(h2s).not.toContain('Our Commitment')
    expect(h2s).toContain('Contact Our Housing Team')
  })

  it.each([
    [404, 'The requested service could not be found.'],
    [500, 'Failed to load service details'],
  ])('shows Service Not Found when the API answers %i', async (status, message) => {
    server.use(listOk, http.get('/api/services/nope', () => HttpResponse.json({ error: 'x' }, { status })))
    const { user, router } = await renderRoute('/services/nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(document.title).toBe('Service Not Found | Bright Path Support Services')
    await user.click(screen.getByRole('link', { name: 'Back to Services' }))
    expect(router.state.location.pathname).toBe('/services')
  })
})

describe('Service pages in Spanish', { timeout: 30_000 }, () => {
  it('shows the list’s words and accessible names in Spanish, linking to Spanish pages', async () => {
    server.use(listOk)
    await renderRoute('/es/services')
    const main = screen.getByRole('main')
    expect(await within(main).findByRole('heading', { level: 2, name: 'Day Habilitation' }, { timeout: 5000 })).toBeInTheDocument()
    expect(within(main).getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Más información sobre Respite Care' })).toHaveAttribute('href', '/es/services/respite-care')
    expect(within(main).getByRole('heading', { name: '¿No sabe qué servicio es el adecuado para usted?' })).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Participe' })).toHaveAttribute('href', '/es/get-involved')
    await waitFor(() => expect(document.title).toMatch(/^Nuestros servicios \| /))
  })

  it('titles a service’s sections in Spanish, around its own text', async () => {
    const slug = 'housing-program-for-homeless-individuals'
    server.use(listOk, http.get(`/api/services/${slug}`, () => HttpResponse.json(detail(slug, 'Housing Program for Homeless Individuals'))))
    await renderRoute(`/es/services/${slug}`)
    await screen.findByRole('heading', { level: 1, name: 'Housing Program for Homeless Individuals' }, { timeout: 5000 })
    const h2s = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual([
      'Nuestra misión', 'Descripción general', 'Nuestro enfoque', 'Componentes clave', 'Capacitación del personal', 'Metas',
      'Comuníquese con nuestro equipo de vivienda', '¿Le interesa Housing Program for Homeless Individuals?',
    ])
    expect(screen.getByText('Overview text.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Volver a los servicios/ })).toHaveAttribute('href', '/es/services')
    expect(screen.getByRole('link', { name: 'Envíenos un correo electrónico' }))
      .toHaveAttribute('href', expect.stringContaining(`?subject=${encodeURIComponent('Consulta: Housing Program for Homeless Individuals')}`))
  })

  it('says Servicio no encontrado for an unknown service', async () => {
    server.use(listOk, http.get('/api/services/nope', () => HttpResponse.json({ error: 'x' }, { status: 404 })))
    await renderRoute('/es/services/nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicio no encontrado' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('No encontramos el servicio que busca.')).toBeInTheDocument()
    expect(document.title).toBe('Servicio no encontrado | Bright Path Support Services')
    expect(screen.getByRole('link', { name: 'Volver a los servicios' })).toHaveAttribute('href', '/es/services')
  })
})
