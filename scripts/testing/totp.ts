// TOTP codes for tests (RFC 6238: HMAC-SHA1 over the 30-second step, dynamic truncation to six
// digits, RFC 4226 §5.3), written apart from the function's own auth/totp.ts with node:crypto,
// so a test that types these codes checks the server's arithmetic instead of repeating it.
import { createHmac } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function fromBase32(secret: string): Buffer {
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((ch) => {
      const value = ALPHABET.indexOf(ch)
      if (value < 0) throw new Error(`not a base32 key: ${secret}`)
      return value.toString(2).padStart(5, '0')
    })
    .join('')
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** The code for the 30-second step `offset` steps from the one holding `at`. */
export function totpCode(secret: string, { at = Date.now(), offset = 0 }: { at?: number; offset?: number } = {}): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + offset))
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest()
  const start = mac[mac.length - 1]! & 0x0f
  return String((mac.readUInt32BE(start) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/** GoTrue's check: the step now or one either side (pquerna/otp ValidateOpts.Skew = 1). */
export function totpMatches(secret: string, code: string, at = Date.now()): boolean {
  return [-1, 0, 1].some((offset) => totpCode(secret, { at, offset }) === code)
}
