// TOTP (RFC 6238 over RFC 4226 HOTP) as GoTrue uses it through pquerna/otp: HMAC-SHA1,
// 6 digits, a 30-second period, one period of skew either side, a 20-byte secret written in
// unpadded base32 (RFC 4648), and the key URI of Google Authenticator's "Key Uri Format"
// (otpauth://totp/ISSUER:ACCOUNT?...). WebCrypto only, so Deno and Node run it alike.
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** pquerna/otp ValidateOpts.Skew = 1 in GoTrue's verifyTOTPFactor. */
export const TOTP_SKEW = 1;
const SECRET_BYTES = 20;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

export const newTotpSecret = () => base32Encode(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));

/** The HOTP value of `counter` for a base32 secret, zero-padded to six digits. */
export async function hotp(secret: string, counter: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', base32Decode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message.buffer));
  const offset = mac[mac.length - 1]! & 15;
  const binary = ((mac[offset]! & 127) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The time step whose code this is (within the skew), or null. */
export async function matchTotp(secret: string, code: string, at: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  for (let step = now - TOTP_SKEW; step <= now + TOTP_SKEW; step++) {
    if ((await hotp(secret, step)) === code) return step;
  }
  return null;
}

/** pquerna/otp Key.URL(): otpauth://totp/Issuer:account?algorithm=SHA1&digits=6&issuer=…&period=30&secret=… */
export function totpUri(issuer: string, account: string, secret: string): string {
  const params = new URLSearchParams({
    algorithm: 'SHA1', digits: String(TOTP_DIGITS), issuer, period: String(TOTP_PERIOD_SECONDS), secret,
  });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params}`;
}
