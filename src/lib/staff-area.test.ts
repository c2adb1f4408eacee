import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { areaOf, crossingLoad, isStaffPath, keepAreaInItsDocument, type HistoryMove } from '@/lib/staff-area'

const move = (href: string, action: HistoryMove['action']): HistoryMove => {
  const next = new URL(href, 'https://site.test')
  const at = (url: URL) => ({ href: url.pathname + url.search + url.hash, pathname: url.pathname, search: url.search, hash: url.hash, state: { __TSR_index: 0 } })
  return { currentLocation: at(new URL('https://site.test/')), nextLocation: at(next), action }
}

describe('the staff area', () => {
  it('is /admin, every path under it and /admin-login, in either language\'s address', () => {
    for (const path of ['/admin', '/admin/', '/admin/applicants/42', '/admin-login', '/es/admin/events']) expect(isStaffPath(path), path).toBe(true)
    for (const path of ['/', '/administration-news', '/about', '/es', '/blog/admin', '/es/about']) expect(isStaffPath(path), path).toBe(false)
    expect(areaOf('/admin/login')).toBe('staff')
    expect(areaOf('/donate')).toBe('public')
  })

  it('is entered and left through a new document, the address kept whole; within an area the document stays', () => {
    expect(crossingLoad('public', move('/admin/applicants?q=Maria#notes', 'PUSH'))).toEqual({ kind: 'assign', href: '/admin/applicants?q=Maria#notes' })
    expect(crossingLoad('public', move('/admin-login?redirect=%2Fadmin', 'REPLACE'))).toEqual({ kind: 'replace', href: '/admin-login?redirect=%2Fadmin' })
    expect(crossingLoad('staff', move('/es/about', 'PUSH'))).toEqual({ kind: 'assign', href: '/es/about' })
    expect(crossingLoad('staff', move('/', 'BACK'))).toEqual({ kind: 'reload' })
    expect(crossingLoad('public', move('/admin', 'FORWARD'))).toEqual({ kind: 'reload' })
    expect(crossingLoad('public', move('/about', 'PUSH'))).toBeNull()
    expect(crossingLoad('staff', move('/admin/events?page=2', 'BACK'))).toBeNull()
  })

  it('stops the router\'s own navigation across and hands it to the browser; within the area the router moves', async () => {
    const history = createMemoryHistory({ initialEntries: ['/about'] })
    const browser = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() } as unknown as Location
    keepAreaInItsDocument(history, 'public', browser)

    history.push('/admin/contacts?q=Ana')
    await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/admin/contacts?q=Ana'))
    expect(history.location.pathname).toBe('/about')

    history.push('/events')
    await vi.waitFor(() => expect(history.location.pathname).toBe('/events'))
    expect(browser.assign).toHaveBeenCalledTimes(1)
  })
})
