import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

describe('any path the site does not have', { timeout: 30_000 }, () => {
  it('shows the not-found page inside the layout, with its own title', async () => {
    await renderRoute('/no-such-page/at-all')

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    await waitFor(() => expect(document.title).toMatch(/^Page Not Found \| /))
  })

  it('links back home, and following the link moves focus to the new page heading', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    const { user, router } = await renderRoute('/missing')

    await user.click(await screen.findByRole('link', { name: 'Go to Home' }, { timeout: 5000 }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 })
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5000 })
    expect(screen.getByTestId('route-announcer')).toHaveTextContent(/\| /)
  })
})

describe('any Spanish path the site does not have', { timeout: 30_000 }, () => {
  it('shows the not-found page in Spanish, with a Spanish title and skip link', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/es/no-such-page')

    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es')
    expect(screen.getByRole('link', { name: 'Ver nuestros servicios' })).toHaveAttribute('href', '/es/services')
    await waitFor(() => expect(document.title).toMatch(/^Página no encontrada \| /))
  })
})

describe('an address a route refuses', { timeout: 30_000 }, () => {
  it("shows the not-found page of the root, which loads with its own code, when a route's loader says not found", async () => {
    // /forms/$outcome knows only the outcomes the API sends people to (features/form-outcomes/outcomes.ts)
    await renderRoute('/forms/no-such-outcome')

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })
})
