import { describe, expect, it } from 'vitest'
import { jsonLdScript, jsonLdText } from './json-ld'

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
