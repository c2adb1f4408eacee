import { intlLocale, type MailLocale } from './language.ts';

/** '$25.00': how every donation e-mail writes an amount of cents (US dollars in either language). */
export function formatUsd(cents: number, locale: MailLocale = 'en'): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(cents / 100);
}
