/** '$25.00': how every donation e-mail writes an amount of cents, US dollars written the same in either language. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
