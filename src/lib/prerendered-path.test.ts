import { describe, expect, it } from 'vitest'
import { matchesPrerenderedPath } from './prerendered-path'

describe('matchesPrerenderedPath', () => {
  it('matches a page by its own path, with or without a trailing slash', () => {
    expect(matchesPrerenderedPath('/events', '/events')).toBe(true)
    expect(matchesPrerenderedPath('/events', '/events/')).toBe(true)
    expect(matchesPrerenderedPath('/', '/')).toBe(true)
    expect(matchesPrerenderedPath('/events', '/events/family-day')).toBe(false)
    expect(matchesPrerenderedPath('/', '/events')).toBe(false)
  })

  it('matches a route template for any one segment in place of a $-segment', () => {
    expect(matchesPrerenderedPath('/services/$serviceSlug', '/services/day-habilitation')).toBe(true)
    expect(matchesPrerenderedPath('/services/$serviceSlug', '/services')).toBe(false)
    expect(matchesPrerenderedPath('/services/$serviceSlug', '/services/a/b')).toBe(false)
    expect(matchesPrerenderedPath('/services/$serviceSlug', '/blog/day-habilitation')).toBe(false)
  })
})
