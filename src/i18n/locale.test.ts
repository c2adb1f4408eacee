import { describe, expect, it } from 'vitest'
import { englishPath, localeOf, pathIn } from './locale'

describe('locale paths', () => {
  it('reads Spanish from the /es prefix only', () => {
    expect(localeOf('/es')).toBe('es')
    expect(localeOf('/es/about')).toBe('es')
    expect(localeOf('/about')).toBe('en')
    expect(localeOf('/')).toBe('en')
    // a page whose slug merely starts with "es" is English
    expect(localeOf('/essex-day-program')).toBe('en')
    expect(localeOf('/events/espanol-night')).toBe('en')
  })

  it('maps a page to its twin and back', () => {
    expect(pathIn('es', '/')).toBe('/es')
    expect(pathIn('es', '/events/spring-fair')).toBe('/es/events/spring-fair')
    expect(pathIn('es', '/es/events/spring-fair')).toBe('/es/events/spring-fair')
    expect(pathIn('en', '/es/events/spring-fair')).toBe('/events/spring-fair')
    expect(pathIn('en', '/es')).toBe('/')
    expect(englishPath('/es/')).toBe('/')
    expect(englishPath('/about')).toBe('/about')
  })

  it('leaves the staff area and the API in English', () => {
    expect(pathIn('es', '/admin')).toBe('/admin')
    expect(pathIn('es', '/admin/login')).toBe('/admin/login')
    expect(pathIn('es', '/api/events')).toBe('/api/events')
    expect(pathIn('es', '/admin?redirect=%2Fadmin%2Fblog')).toBe('/admin?redirect=%2Fadmin%2Fblog')
    expect(pathIn('es', '/api?x=1')).toBe('/api?x=1')
    expect(pathIn('es', '/administration-team')).toBe('/es/administration-team')
  })
})
