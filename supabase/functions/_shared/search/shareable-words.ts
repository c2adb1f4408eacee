// What of a search may be kept for staff (issue 60, item 4): the words, in lower case with single
// spaces, unless they look like personal data: an e-mail address, a phone number (seven digits or
// more, however written) or a street address (a number, then words ending in a street word, in
// English or Spanish). Those are not kept at all (null): the log then says only that a search
// was made, how many results it found, and the day.
const EMAIL = /\S@\S|@\S+\.\S/;
const STREET_WORDS = 'street|st|avenue|ave|av|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|parkway|pkwy|highway|hwy|route|rt|circle|cir|apt|apartment|suite|unit|calle|avenida|camino|carretera';
const STREET_ADDRESS = new RegExp(`\\b\\d{1,6}[a-z]?\\s+(?:[\\p{L}.'-]+\\s+){0,4}(?:${STREET_WORDS})\\b`, 'iu');
const PHONE_DIGITS = 7;

export function shareableWords(words: string): string | null {
  const text = words.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (EMAIL.test(text)) return null;
  if ((text.match(/\d/g) ?? []).length >= PHONE_DIGITS) return null;
  if (STREET_ADDRESS.test(text)) return null;
  return text;
}
