import { describe, expect, it } from 'vitest'
import { formatPhone, telHref } from './phone'

describe('telHref', () => {
  it('turns a number with an extension into a US dialable link', () => {
    expect(telHref('(862) 930-6688 ext. 05')).toBe('tel:+18629306688,05')
  })

  it('accepts other ways of writing the extension', () => {
    expect(telHref('862-930-6688 x5')).toBe('tel:+18629306688,5')
    expect(telHref('862.930.6688 extension 12')).toBe('tel:+18629306688,12')
  })

  it('maps keypad letters to digits', () => {
    expect(telHref('1-866-202-HELP')).toBe('tel:+18662024357')
  })

  it('adds the country code to a ten-digit number', () => {
    expect(telHref('(609) 956-1976')).toBe('tel:+16099561976')
  })

  it('leaves short codes alone', () => {
    expect(telHref('911')).toBe('tel:911')
  })
})

describe('formatPhone', () => {
  it('formats exactly ten digits', () => {
    expect(formatPhone('8629306688')).toBe('(862) 930-6688')
    expect(formatPhone('862.930.6688')).toBe('(862) 930-6688')
  })

  it('shows anything else as entered', () => {
    expect(formatPhone('+1 862 930 6688')).toBe('+1 862 930 6688')
    expect(formatPhone('12345')).toBe('12345')
  })
})
