import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '@contract/csv.ts'

describe('csvCell', () => {
  it('leaves plain values alone and empties null', () => {
    expect(csvCell('Ana Lopez')).toBe('Ana Lopez')
    expect(csvCell(3)).toBe('3')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Hi, there')).toBe('"Hi, there"')
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  })
  it.each(['=HYPERLINK("x")', '+1+1', '-2', '@SUM(A1)', '\tcmd'])('neutralises the formula %j', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/)
  })
  it('keeps negative numbers as numbers', () => {
    expect(csvCell(-2)).toBe('-2')
  })
})

describe('toCsv', () => {
  it('writes a header row and one CRLF line per row', () => {
    const csv = toCsv(
      [{ n: 'A, B', e: 'a@x.org' }, { n: '=1+2', e: 'b@x.org' }],
      [
        { header: 'Name', value: (r) => r.n },
        { header: 'Email', value: (r) => r.e },
      ],
    )
    expect(csv).toBe('Name,Email\r\n"A, B",a@x.org\r\n\'=1+2,b@x.org\r\n')
  })
})
