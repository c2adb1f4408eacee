import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { pageIn } from './language-switch'

// The build's HTML (and React's hydration of it) is rendered before the page's code runs.
const state = vi.hoisted(() => ({ hydrated: true }))
vi.mock('@/lib/use-hydrated', () => ({ useHydrated: () => state.hydrated }))

describe('pageIn', () => {
  it('keeps the page, query and anchor in the other language', () => {
    expect(pageIn('es', { pathname: '/' })).toBe('/es')
    expect(pageIn('en', { pathname: '/es' })).toBe('/')
    expect(pageIn('es', { pathname: '/events/x', search: '?page=2', hash: '#map' })).toBe('/es/events/x?page=2#map')
    expect(pageIn('en', { pathname: '/es/events/x', search: '?page=2', hash: '#map' })).toBe('/events/x?page=2#map')
    // The router's location: an English path (locale-rewrite.ts), the fragment without its '#'.
    expect(pageIn('en', { pathname: '/events/x', search: '?page=2', hash: 'map' })).toBe('/events/x?page=2#map')
    expect(pageIn('es', { pathname: '/about', search: '', hash: '' })).toBe('/es/about')
  })
})

/**
 * Every language switch on the page: header, footer and, once opened, the mobile menu (by
 * element: jsdom has no media queries, so the header's is display:none and has no accessible name).
 */
const switches = (name: string) => [...document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')].filter((link) => link.textContent === name)

describe('the language switch', { timeout: 30_000 }, () => {
  beforeEach(() => {
    state.hydrated = true
    server.use(
      http.get('/api/services', () => HttpResponse.json([])),
      http.get('/api/events/x', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    )
  })
  afterEach(() => window.history.replaceState(null, '', '/'))

  it.each([
    ['/', 'Español', 'es', '/es'],
    ['/es', 'English', 'en', '/'],
    ['/events/x?page=2#map', 'Español', 'es', '/es/events/x?page=2#map'],
    ['/es/events/x?page=2#map', 'English', 'en', '/events/x?page=2#map'],
  ])('on %s is a link "%s" (lang and hreflang %s) to %s in the header, footer and mobile menu', async (path, name, lang, href) => {
    const { user } = await renderRoute(path)
    await within(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).findByRole('link', { name })
    await user.click(screen.getAllByRole('button', { name: /^(Open menu|Abrir el menú)$/ })[0]!)
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(within(drawer).getByRole('link', { name })).toBeInTheDocument()
    const links = switches(name)
    expect(links).toHaveLength(3)
    for (const link of links) {
      expect(link.tagName).toBe('A')
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('lang', lang)
      expect(link).toHaveAttribute('hreflang', lang)
    }
  })

  it('in the HTML the build writes, leads to the path alone (the query and anchor are unknown then)', async () => {
    state.hydrated = false
    await renderRoute('/es/events/x?page=2#map')
    await screen.findByRole('banner', {}, { timeout: 10_000 })
    expect(switches('English')[0]).toHaveAttribute('href', '/events/x')
  })

  it('when followed, takes the address bar as it is then (an in-page anchor may have changed it)', async () => {
    const { user } = await renderRoute('/events/x?page=2#map')
    await screen.findByRole('banner', {}, { timeout: 10_000 })
    window.history.replaceState(null, '', '/events/x?page=3#later')
    const link = switches('Español')[0]!
    // jsdom cannot load another page: stop the navigation once the switch has set its address.
    const stop = (event: Event) => event.preventDefault()
    document.addEventListener('click', stop)
    await user.click(link)
    document.removeEventListener('click', stop)
    expect(link).toHaveAttribute('href', '/es/events/x?page=3#later')
  })

  it('is not in the admin area', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })))
    await renderRoute('/admin/login')
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    expect(document.querySelector('a[hreflang]')).toBeNull()
  })
})
