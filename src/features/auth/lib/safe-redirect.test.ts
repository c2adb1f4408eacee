// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { safeRedirect } from './guard'

describe('safeRedirect: where sign-in may send a visitor', () => {
  it('follows a path of the site, with its query and anchor', () => {
    expect(safeRedirect('/admin/events?page=2#list')).toBe('/admin/events?page=2#list')
  })

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['another origin', 'https://evil.example/admin'],
    ['a relative path', 'admin'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a line break the browser drops', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/admin\u0000'],
    ['a DEL', '/admin\u007f'],
  ])('refuses %s and goes to the dashboard', (_what, target) => {
    expect(safeRedirect(target)).toBe('/admin')
  })

  it('refuses exactly what the browser would take off the site', () => {
    // the WHATWG URL parser, as the browser follows a redirect: each refused path leaves the origin
    for (const target of ['/\\evil.example', '/\t/evil.example', '/\n/evil.example']) {
      expect(new URL(target, 'https://site.example').origin).toBe('https://evil.example')
    }
  })
})
