// The donation rules and wording both sides share, without zod: the donate page shows and
// checks amounts before its form's validation code has loaded (donations.ts re-exports them).

export const MIN_DONATION_CENTS = 100;
/** The largest single online gift; bigger gifts are arranged with the office. */
export const MAX_DONATION_CENTS = 10_000_000;

export const INVALID_AMOUNT_TITLE = 'Invalid Amount';
export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid donation amount of at least $1.';
export const AMOUNT_TOO_LARGE_MESSAGE =
  'Online donations are limited to $100,000. Please contact us directly for larger gifts.';
export const EMAIL_REQUIRED_TITLE = 'Email Required';
export const EMAIL_REQUIRED_MESSAGE = 'Please provide your email address for the receipt.';
export const PAYMENTS_UNAVAILABLE_TITLE = 'Payment Processing Unavailable';
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payment processing is not configured. Please contact us directly.';

/** Whole dollars and cents to integer cents, without floating-point drift (19.99 → 1999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' });

/** '$50', '$1,000' or '$12.50' for display. */
export function formatDollars(cents: number): string {
  return usDollars.format(Math.round(cents) / 100);
}
