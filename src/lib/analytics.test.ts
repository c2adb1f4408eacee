import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trackPageView } from '@/lib/analytics'

describe('trackPageView', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123')
    window.history.replaceState(null, '', '/events/family-fair?token=secret-link#details')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    delete window.gtag
    delete window.dataLayer
    document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((s) => s.remove())
  })

  const pageViews = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[1] === 'page_view')

  it('sends a public page without its query or fragment', () => {
    expect(trackPageView('/events/family-fair')).toBe(true)
    expect(pageViews()).toEqual([['event', 'page_view', { page_path: '/events/family-fair', page_location: `${window.location.origin}/events/family-fair` }]])
  })

  it('never sends an admin address, and loads no gtag.js for one', () => {
    window.history.replaceState(null, '', '/admin/applicants?q=Maria')
    expect(trackPageView('/admin/applicants')).toBe(false)
    expect(trackPageView('/admin')).toBe(false)
    // the guard's way in, whose query names the screen staff were going to; the Spanish address the router reads as /admin
    expect(trackPageView('/admin-login')).toBe(false)
    expect(trackPageView('/es/admin/applicants')).toBe(false)
    expect(trackPageView('/admin/applicants?q=Maria')).toBe(false)
    expect(pageViews()).toEqual([])
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull()
  })

  it('drops a query or fragment given with the path', () => {
    expect(trackPageView('/events?q=Maria%20Lopez#register')).toBe(true)
    expect(pageViews()).toEqual([['event', 'page_view', { page_path: '/events', page_location: `${window.location.origin}/events` }]])
  })

  it('counts a public path that only starts with the same letters', () => {
    expect(trackPageView('/administration-news')).toBe(true)
  })
})
