// Is a new password one a guesser tries first? NIST SP 800-63B's list: commonly used or
// breached values, repetitive or sequential characters, and context-specific words (the
// organisation's name, the account's own e-mail). No network call: the list ships with us.
import { COMMON_PASSWORDS } from './common-passwords.ts';

export type GuessableReason = 'common' | 'pattern' | 'personal';

let common: Set<string> | undefined;
const isListed = (word: string) => (common ??= new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean))).has(word);

/** Look-alike characters people put in place of letters (p@ssw0rd). */
const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '8': 'b', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't', '+': 't' };
const unLeet = (s: string) => s.replace(/[@4831!0$57+]/g, (c) => LOOK_ALIKES[c]!);
/** Letters and digits only: 'Bright Path!' → 'brightpath'. */
const compact = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');
/** The word inside the decoration: '2024Summer!!' → 'summer'. */
const core = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** Keyboard rows and columns, the alphabet and the digits: runs along them are patterns. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz', '01234567890', '`1234567890-=', '~!@#$%^&*()_+', 'qwertyuiop[]\\', "asdfghjkl;'", 'zxcvbnm,./',
  'qwertzuiop', 'azertyuiop', 'qsdfghjklm', 'wxcvbn', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/', 'qazwsxedcrfvtgbyhnujmikolp',
  '1q2w3e4r5t6y7u8i9o0p', 'q1w2e3r4t5y6u7i8o9p0',
];
const NEIGHBOURS = new Map<string, Set<string>>();
for (const seq of SEQUENCES) {
  for (let i = 0; i + 1 < seq.length; i++) {
    const [a, b] = [seq[i]!, seq[i + 1]!];
    (NEIGHBOURS.get(a) ?? NEIGHBOURS.set(a, new Set()).get(a)!).add(b);
    (NEIGHBOURS.get(b) ?? NEIGHBOURS.set(b, new Set()).get(b)!).add(a);
  }
}

/** At most three runs of one repeated or consecutive character (aaaa1111, abcd1234, qwerty123456), or one chunk repeated. */
function isPattern(lower: string): boolean {
  if (/^(.+)\1+$/su.test(lower)) return true;
  const chars = [...lower];
  let runs = 1;
  for (let i = 1; i < chars.length; i++) {
    const [a, b] = [chars[i - 1]!, chars[i]!];
    if (a !== b && !NEIGHBOURS.get(a)?.has(b)) runs++;
  }
  return runs <= 3;
}

/** Words of an e-mail address a guesser reads off it: 'jane.doe@brightpath.org' → janedoe, jane, doe, brightpath. */
export function emailWords(email: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const labels = domain.split('.').slice(0, -1);
  return [compact(local), ...local.split(/[^\p{L}\p{N}]+/u), ...labels].filter((w) => w.length >= 3);
}

/** The organisation's name (src/content/site.ts, a test keeps them equal), longest first; the contract imports nothing from src/. */
export const ORGANISATION_WORDS = ['brightpathsupportservices', 'brightpathsupport', 'brightpath'];

/** Why a password is easy to guess, or null. `personal` lists words of the account (its e-mail, its name). */
export function guessablePassword(password: string, personal: readonly string[] = []): GuessableReason | null {
  const lower = password.normalize('NFKC').toLowerCase();
  // a word said twice stays a pattern inside its decoration: 'letmein letmein!'
  if (isPattern(lower) || /^(.{3,})\1+$/su.test(compact(core(lower)))) return 'pattern';
  const words = [lower, core(lower), unLeet(core(lower)), core(unLeet(lower))];
  if (words.some((w) => isListed(w) || isListed(compact(w)))) return 'common';
  const context = [...ORGANISATION_WORDS, ...personal.map((w) => compact(w.toLowerCase()))].filter((w) => w.length >= 3);
  for (const form of [compact(lower), compact(unLeet(lower))]) {
    const rest = context.reduce((left, w) => left.split(w).join(' '), form);
    // the name with only digits, symbols or a listed word beside it
    if (rest !== form && (!/\p{L}/u.test(rest) || rest.split(' ').every((part) => !part || isListed(core(part))))) return 'personal';
  }
  return null;
}
