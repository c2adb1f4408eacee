// New passwords the API tests set: each passes the contract's rules (12+ characters, not common).

/** Exactly 72 UTF-8 bytes (53 characters, accents 2 bytes, € 3), the most GoTrue and bcrypt take. */
export const SEVENTY_TWO_BYTES = 'crème brûlée à la façon de grand-mère, écrite à Noël! €€€';
/** 12 characters, nothing common in them. */
export const TWELVE_STRONG = 'kelp-Otter-9';
/** 11 characters: one short. */
export const ELEVEN = 'kelp-Otter9';
/** On every list of breached passwords. */
export const COMMON = 'Password2025!';
