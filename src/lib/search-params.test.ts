import { describe, expect, it } from 'vitest'
import { optionalStringParam } from '@/lib/search-params'

describe('optionalStringParam', () => {
  const token = optionalStringParam('token', 10)

  it('keeps a short string', () => {
    expect(token({ token: 'abc.def', other: 'x' })).toEqual({ token: 'abc.def' })
  })

  it('drops a missing, non-string or too long value', () => {
    expect(token({})).toEqual({})
    expect(token({ token: 123 })).toEqual({})
    expect(token({ token: ['a'] })).toEqual({})
    expect(token({ token: 'x'.repeat(11) })).toEqual({})
  })
})
