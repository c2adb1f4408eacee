import type { Locale } from '@/i18n/locale'

/**
 * The language of the page a public form is on, sent with the form when the browser posts it
 * itself (before the app has started, or without JavaScript: issue 56), so the API answers with
 * the result page in that language and keeps it for the visitor's e-mails. The app's own requests
 * say it with Accept-Language instead.
 */
export function PageLanguageField({ locale }: { locale: Locale }) {
  return <input type="hidden" name="lang" value={locale} />
}
