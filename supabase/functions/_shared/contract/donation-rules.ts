// The donation rules and wording both sides share, without zod: the donate page shows and
// checks amounts before its form's validation code has loaded (donations.ts re-exports them).

export const MIN_DONATION_CENTS = 100;

/** A one-time gift (a PaymentIntent) or a monthly one (a Subscription). */
export const DONATION_FREQUENCIES = ['one-time', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];
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

/** Covering the processing fee adds 2.2% of the gift plus $0.30, in whole cents. */
export const FEE_PERCENT = 2.2;
export const FEE_FIXED_CENTS = 30;
export function processingFeeCents(giftCents: number): number {
  return Math.round((giftCents * FEE_PERCENT) / 100) + FEE_FIXED_CENTS;
}

export const DEDICATION_KINDS = ['honor', 'memory'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];
export const DEDICATION_LABELS: Record<DedicationKind, string> = { honor: 'In honor of', memory: 'In memory of' };
export const DEDICATION_NAME_MESSAGE = 'Please enter the name of the person this gift honors.';

/** Whole dollars and cents to integer cents, without floating-point drift (19.99 → 1999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * '$50', '$1,000' or '$12.50': US dollars as en-US and es-US both write them (the same sign,
 * grouping and decimal point; format-dollars.test.ts checks against Intl), cents only when there
 * are any. Written by hand because a page's first Intl currency formatter loads the browser's
 * number and currency data: in a calibrated Chromium trace of /donate that one construction took
 * 94 ms of the main thread (×2.5 CPU slowdown), in the render that shows the first amount.
 */
export function formatDollars(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = whole % 100;
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
