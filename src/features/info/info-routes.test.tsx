import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteView } from '@/lib/site-content'
import { siteContent } from '@/testing/site-content-handlers'

const site = siteView(siteContent.settings)
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'

const pages: [path: string, title: string, h1: string][] = [
  ['/about', 'About Us', `About ${site.name}`],
  ['/get-involved', 'Get Involved - Careers & Volunteer Opportunities', 'Be Part of Something Meaningful'],
  ['/resources', 'Resources & Information', 'Resources & Information'],
  ['/contact', 'Contact Us', 'Contact Us'],
  ['/sitemap', 'Site Map', 'Site Map'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy'],
  ['/terms', 'Terms of Service', 'Terms of Service'],
  ['/accessibility', 'Accessibility Statement', 'Accessibility Statement'],
]

describe('information pages', { timeout: 30_000 }, () => {
  // The site header lists services; these pages need nothing else from /api.
  beforeEach(() => server.use(http.get('/api/services', () => HttpResponse.json([]))))

  it.each(pages)('%s has its own title, one canonical link and exactly one h1', async (path, title, h1) => {
    await renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await waitFor(() => expect(document.title).toBe(`${title} | ${site.name}`))
    const canonicals = [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'))
    expect(canonicals).toEqual([expect.stringMatching(new RegExp(`${path}$`))])
  })

  // The resume and volunteer buttons open their application forms (issue 35: get-involved-links.test.tsx).
  it('Get Involved opens mail to the partnerships and general addresses', async () => {
    await renderRoute('/get-involved')
    expect(await screen.findByRole('link', { name: 'Explore Partnership Opportunities' })).toHaveAttribute('href', `mailto:${site.email.partnerships}`)
    expect(screen.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', `mailto:${site.email.info}`)
  })

  it('Resources links external sites in a new tab, dials the emergency line and starts applications at /contact', async () => {
    await renderRoute('/resources')
    const visits = await screen.findAllByRole('link', { name: /^Visit Website/ })
    expect(visits).toHaveLength(6)
    for (const link of visits) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'))
    }
    expect(screen.getByRole('link', { name: '(609) 956-1976' })).toHaveAttribute('href', 'tel:+16099561976')
    expect(screen.getByRole('link', { name: 'Start Your Application Today' })).toHaveAttribute('href', '/contact')
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(6)
  })

  it('Contact shows dialable phones, both locations with the New Location badge and the 15 counties', async () => {
    await renderRoute('/contact')
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' })
    for (const link of screen.getAllByRole('link', { name: site.phone.main })) expect(link).toHaveAttribute('href', 'tel:+18629306688,05')
    expect(screen.getByRole('link', { name: '1-866-202-HELP' })).toHaveAttribute('href', 'tel:+18662024357')
    expect(screen.getByRole('heading', { name: 'Main Office - Livingston' })).toBeInTheDocument()
    expect(screen.getByText('New Location')).toBeInTheDocument()
    expect(screen.getAllByText(/ County$/)).toHaveLength(15)
  })
})

const spanishPages: [path: string, title: string, h1: string][] = [
  ['/es/about', 'Quiénes somos', `Acerca de ${site.name}`],
  ['/es/get-involved', 'Participe - Empleos y oportunidades de voluntariado', 'Sea parte de algo significativo'],
  ['/es/resources', 'Recursos e información', 'Recursos e información'],
  ['/es/privacy', 'Política de privacidad', 'Privacy Policy'],
  ['/es/terms', 'Términos de servicio', 'Terms of Service'],
  ['/es/accessibility', 'Declaración de accesibilidad', 'Declaración de accesibilidad'],
]

describe('information pages in Spanish', { timeout: 30_000 }, () => {
  beforeEach(() => server.use(http.get('/api/services', () => HttpResponse.json([]))))

  // The policies' titles are the staff's content, in English; the page's own words are Spanish.
  it.each(spanishPages)('%s has its Spanish title and h1', async (path, title, h1) => {
    await renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`${title} | ${site.name}`))
  })

  it('About titles its sections in Spanish', async () => {
    await renderRoute('/es/about')
    await screen.findByRole('heading', { level: 1 })
    for (const name of ['Nuestra misión y visión', 'Nuestra historia', 'Nuestro impacto', 'Nuestros valores', 'Junta Directiva']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument()
    }
  })

  it('Get Involved names its sections and buttons in Spanish', async () => {
    await renderRoute('/es/get-involved')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('link', { name: 'Vea los empleos' })).toHaveAttribute('href', '#careers')
    expect(screen.getByRole('region', { name: 'Oportunidades de empleo' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Presente su solicitud: Direct Support Professional' })).toHaveAttribute('href', '/es/jobs/direct-support-professional/apply')
    expect(screen.getByRole('link', { name: 'Solicite ser voluntario' })).toHaveAttribute('href', '/es/volunteer/apply')
    expect(screen.getAllByText('Habilidades:').length).toBeGreaterThan(0)
  })

  it('Resources names its links and steps in Spanish', async () => {
    await renderRoute('/es/resources')
    const visits = await screen.findAllByRole('link', { name: /^Visitar el sitio web/ })
    expect(visits).toHaveLength(6)
    for (const link of visits) expect(link).toHaveAccessibleName(expect.stringContaining('(se abre en una pestaña nueva)'))
    expect(screen.getByRole('region', { name: 'Preguntas frecuentes' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3, name: /^Paso 1:/ })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Comience su solicitud hoy' })).toHaveAttribute('href', '/es/contact')
    expect(screen.getAllByText('Gobierno').length).toBeGreaterThan(0)
  })

  it('the policies and the accessibility statement say their own notices in Spanish', async () => {
    const { unmount } = await renderRoute('/es/privacy')
    expect(await screen.findByText('Borrador en revisión legal')).toBeInTheDocument()
    expect(screen.getByText(/^Última actualización: /)).toBeInTheDocument()
    unmount()
    await renderRoute('/es/accessibility')
    expect(await screen.findByRole('heading', { level: 2, name: 'Avísenos de una barrera' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: site.email.info })).toHaveAttribute('href', expect.stringContaining('subject=Barrera%20de%20accesibilidad'))
  })

  it('the site map speaks Spanish', async () => {
    await renderRoute('/es/sitemap')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa del sitio' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Acciones rápidas' })).toBeInTheDocument()
    expect(screen.getByText(/^Llámenos al/)).toHaveTextContent(`Llámenos al ${site.phone.main} o envíenos un mensaje.`)
    expect(screen.getByRole('link', { name: 'Pida ayuda' })).toHaveAttribute('href', '/es/contact')
  })
})
