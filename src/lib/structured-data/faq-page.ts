import type { FAQPage, WithContext } from 'schema-dts'

/** The questions and answers a page shows (schema.org FAQPage), exactly as it shows them. */
export function faqPageJsonLd(origin: string, path: string, faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${origin}${path}`,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
