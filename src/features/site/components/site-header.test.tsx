import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

const longDescription = 'A structured day program that builds life skills, friendships and independence in the community.'
/** The desktop nav is display:none in jsdom (no media queries), so reach it by its label. */
function desktopNav() {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')
  if (!nav) throw new Error('no main navigation')
  return nav
}
const servicesButton = (nav: HTMLElement) => within(nav).getByText('Services').closest<HTMLElement>('[role="button"]')!

const services = [
  { id: '1', slug: 'day-habilitation', title: 'Day Habilitation', description: longDescription },
  { id: '2', slug: 'respite-care', title: 'Respite Care', description: 'Short breaks for families.' },
]

describe('Site header', { timeout: 30_000 }, () => {
  it('opens the Services mega-menu from the keyboard and closes it with Escape, returning focus', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json(services)))
    const { user } = await renderRoute('/nowhere')
    const nav = desktopNav()
    const button = servicesButton(nav)
    expect(button).toHaveAttribute('aria-expanded', 'false')

    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const allServices = (await within(nav).findByText('All Services', {}, { timeout: 10_000 })).closest('a')!
    await waitFor(() => expect(allServices).toHaveFocus())
    const tile = (await within(nav).findByText('Day Habilitation')).closest('a')!
    expect(tile).toHaveAttribute('href', '/services/day-habilitation')
    expect(tile).toHaveTextContent(`${longDescription.slice(0, 60).trimEnd()}...`)
    expect(tile.querySelector('svg[data-icon="day"]')).not.toBeNull()

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows 6 placeholder tiles while services load, then the failure text', async () => {
    server.use(http.get('/api/services', async () => {
      await delay(300)
      return new HttpResponse(null, { status: 500 })
    }))
    const { user } = await renderRoute('/nowhere')
    const nav = desktopNav()
    await user.hover(servicesButton(nav))
    expect(await within(nav).findAllByTestId('service-tile-placeholder', {}, { timeout: 10_000 })).toHaveLength(6)
    expect(await within(nav).findByText('Failed to load services', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('highlights Services on any /services path', async () => {
    server.use(
      http.get('/api/services', () => HttpResponse.json(services)),
      http.get('/api/services/respite-care', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    )
    await renderRoute('/services/respite-care')
    const nav = desktopNav()
    expect(servicesButton(nav)).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByText('Home')).not.toHaveAttribute('aria-current')
  })

  it('falls back to the /donate page when the donation widget has not loaded', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json(services)))
    const { user, router } = await renderRoute('/nowhere')
    const donate = screen.getAllByRole('link', { name: 'Donate', hidden: true })[0]!
    expect(donate).toHaveAttribute('href', '/donate')
    await user.click(donate)
    await waitFor(() => expect(router.state.location.pathname).toBe('/donate'), { timeout: 5000 })
  })

  it('closes the mobile drawer when one of its links is followed, and lists the blog', async () => {
    server.use(
      http.get('/api/services', () => HttpResponse.json(services)),
      http.get('/api/services/respite-care', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    )
    const { user, router } = await renderRoute('/nowhere')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })
    expect(within(drawer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    await user.click(await within(drawer).findByRole('link', { name: 'Respite Care' }, { timeout: 10_000 }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(), { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/services/respite-care')
  })
})

describe('Site header and footer on a Spanish page', { timeout: 30_000 }, () => {
  it('names the navigation, its links, Donate and the mobile menu in Spanish', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json(services)))
    const { user } = await renderRoute('/es/nowhere')
    // The header reads the Spanish site content, which this test's cache starts without.
    await waitFor(() => expect(document.querySelector('nav[aria-label="Principal"]')).not.toBeNull(), { timeout: 10_000 })
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Principal"]')!
    expect(within(nav).getByText('Inicio').closest('a')).toHaveAttribute('href', '/es')
    expect(within(nav).getByText('Servicios').closest('[role="button"]')).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav).getByText('Quiénes somos').closest('a')).toHaveAttribute('href', '/es/about')
    expect(within(nav).getByText('Participe').closest('a')).toHaveAttribute('href', '/es/get-involved')
    expect(screen.getAllByRole('link', { name: 'Donar', hidden: true })[0]).toHaveAttribute('href', '/es/donate')

    await user.click(screen.getByRole('button', { name: 'Abrir el menú' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menú' }, { timeout: 10_000 })
    expect(within(drawer).getByRole('navigation', { name: 'Menú móvil' })).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/es/blog')
    expect(within(drawer).getByRole('button', { name: 'Cerrar el menú' })).toBeInTheDocument()
  })

  it('has the footer in Spanish', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json(services)))
    await renderRoute('/es/nowhere')
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 })
    expect(within(footer).getByRole('heading', { name: 'Contáctenos' })).toBeInTheDocument()
    expect(within(footer).getByRole('heading', { name: 'Nuestros servicios' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: /^Teléfono: / })).toBeInTheDocument()
    expect(within(footer).getByRole('navigation', { name: 'Información legal' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy')
    expect(within(footer).getByRole('link', { name: 'Mapa del sitio' })).toHaveAttribute('href', '/es/sitemap')
    expect(footer).toHaveTextContent('Todos los derechos reservados. Una organización sin fines de lucro 501(c)(3).')
  })
})
