/** Letters on a US telephone keypad, for vanity numbers such as 1-866-202-HELP. */
const KEYPAD: Record<string, string> = {
  A: '2', B: '2', C: '2', D: '3', E: '3', F: '3', G: '4', H: '4', I: '4',
  J: '5', K: '5', L: '5', M: '6', N: '6', O: '6', P: '7', Q: '7', R: '7', S: '7',
  T: '8', U: '8', V: '8', W: '9', X: '9', Y: '9', Z: '9',
}

const EXTENSION = /\s*(?:ext\.?|extension|x)\s*(\d+)\s*$/i

function toDigits(text: string): string {
  return text
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => KEYPAD[letter] ?? '')
    .replace(/\D/g, '')
}

/**
 * A dialable `tel:` href for a US number as written on the site.
 * `(862) 930-6688 ext. 05` → `tel:+18629306688,05` (the comma pauses, then dials the
 * extension); `1-866-202-HELP` → `tel:+18662024357`; short codes such as 911 stay as they are.
 */
export function telHref(phone: string): string {
  const match = EXTENSION.exec(phone)
  const main = match ? phone.slice(0, match.index) : phone
  const digits = toDigits(main)
  let number = digits
  if (digits.length === 10) number = `+1${digits}`
  else if (digits.length === 11 && digits.startsWith('1')) number = `+${digits}`
  return match ? `tel:${number},${match[1]}` : `tel:${number}`
}

/** Exactly 10 digits show as (XXX) XXX-XXXX; anything else is shown as entered. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length !== 10) return phone
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
