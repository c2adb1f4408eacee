import { describe, expect, it } from 'vitest'
import { toParagraphs } from '@/lib/format/paragraphs'

describe('toParagraphs', () => {
  it('splits on line breaks and drops blank lines', () => {
    expect(toParagraphs('First.\n\n  \nSecond.\r\nThird.  ')).toEqual(['First.', 'Second.', 'Third.'])
  })

  it('gives nothing for empty or missing text', () => {
    expect(toParagraphs('')).toEqual([])
    expect(toParagraphs(null)).toEqual([])
  })
})
