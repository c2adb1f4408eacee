import { describe, expect, it } from 'vitest'
import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { areaOf, isStaffPath, keepAreaInItsDocument, type DocumentArea } from '@/lib/staff-area'

const at = (publicHref: string) => ({ pathname: new URL(publicHref, 'https://site.test').pathname, publicHref }) as ParsedLocation

/** What the rule does for a document of `area` navigating to `publicHref`: the address it reloads the document at, or null to stay. */
function reloadsAt(area: DocumentArea | undefined, publicHref: string): string | null {
  try {
    keepAreaInItsDocument(area, at(publicHref))
    return null
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    expect(thrown.options.reloadDocument).toBe(true)
    return thrown.options.href ?? null
  }
}

describe('the staff area', () => {
  it('is /admin, every path under it and /admin-login, in either language\'s address', () => {
    for (const path of ['/admin', '/admin/', '/admin/applicants/42', '/admin-login', '/es/admin/events']) expect(isStaffPath(path), path).toBe(true)
    for (const path of ['/', '/administration-news', '/about', '/es', '/blog/admin', '/es/about']) expect(isStaffPath(path), path).toBe(false)
    expect(areaOf('/admin/login')).toBe('staff')
    expect(areaOf('/donate')).toBe('public')
  })

  it('is entered and left through a new document, the address kept whole; within an area the document stays', () => {
    expect(reloadsAt('public', '/admin/applicants?q=Maria#notes')).toBe('/admin/applicants?q=Maria#notes')
    expect(reloadsAt('public', '/admin-login?redirect=%2Fadmin')).toBe('/admin-login?redirect=%2Fadmin')
    expect(reloadsAt('staff', '/')).toBe('/')
    expect(reloadsAt('staff', '/es/about')).toBe('/es/about')
    expect(reloadsAt('public', '/about')).toBeNull()
    expect(reloadsAt('staff', '/admin/events?page=2')).toBeNull()
  })

  it('does nothing where no document is to be replaced (the build\'s render, tests)', () => {
    expect(reloadsAt(undefined, '/admin')).toBeNull()
    expect(reloadsAt(undefined, '/')).toBeNull()
  })
})
