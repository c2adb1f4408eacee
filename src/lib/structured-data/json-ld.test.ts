import { describe, expect, it } from 'vitest'
import { jsonLdScript, jsonLdText, orgDateTime } from './json-ld'

describe('orgDateTime', () => {
  it('writes a winter instant in New Jersey time with -05:00', () => {
    expect(orgDateTime('2026-12-05T15:30:00.000Z')).toBe('2026-12-05T10:30:00-05:00')
  })

  it('writes a summer instant in New Jersey time with -04:00', () => {
    expect(orgDateTime('2026-07-04T14:00:00+00:00')).toBe('2026-07-04T10:00:00-04:00')
  })

  it('follows the change of offset on the night clocks go back', () => {
    // 2026-11-01: 1:30 AM happens twice in New Jersey, first at -04:00, then at -05:00.
    expect(orgDateTime('2026-11-01T05:30:00Z')).toBe('2026-11-01T01:30:00-04:00')
    expect(orgDateTime('2026-11-01T06:30:00Z')).toBe('2026-11-01T01:30:00-05:00')
  })
})

describe('jsonLdText', () => {
  const hostile = { '@context': 'https://schema.org' as const, '@type': 'Thing' as const, name: '</script><script>alert(1)</script> & <!-- >' }

  it('writes no character that could end the script element or open a comment', () => {
    const text = jsonLdText(hostile)
    expect(text).not.toMatch(/[<>&]/)
    expect(text).toContain('\\u003c/script\\u003e')
  })

  it('is the same JSON to a parser', () => {
    expect(JSON.parse(jsonLdText(hostile))).toEqual(hostile)
  })

  it('makes a head() script entry of type application/ld+json', () => {
    expect(jsonLdScript(hostile)).toEqual({ type: 'application/ld+json', children: jsonLdText(hostile) })
  })
})
