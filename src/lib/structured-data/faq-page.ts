import type { FAQPage, WithContext } from 'schema-dts'
import type { Locale } from '@/i18n/locale'
import { contentLanguage } from '@/i18n/content-language'
import { pageUrl } from './language'

/**
 * The questions and answers a page shows (schema.org FAQPage), exactly as it shows them, on the
 * page in `locale`: in the page's language, and English too where some are still the English.
 */
export function faqPageJsonLd(origin: string, path: string, faqs: readonly { question: string; answer: string }[], locale: Locale): WithContext<FAQPage> {
  const languages = [...new Set([locale, ...faqs.map((faq) => contentLanguage(faq, locale))])]
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl(origin, locale, path),
    inLanguage: languages.length === 1 ? languages[0] : languages,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
