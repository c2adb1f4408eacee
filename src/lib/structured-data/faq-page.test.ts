import { expect, it } from 'vitest'
import { faqPageJsonLd } from './faq-page'

it('lists each question with its accepted answer, in order', () => {
  expect(faqPageJsonLd('https://www.example.org', '/resources', [
    { question: 'What counties do you serve?', answer: 'Essex and Hudson.' },
    { question: 'How do I start?', answer: 'Call us.' },
  ])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: 'https://www.example.org/resources',
    mainEntity: [
      { '@type': 'Question', name: 'What counties do you serve?', acceptedAnswer: { '@type': 'Answer', text: 'Essex and Hudson.' } },
      { '@type': 'Question', name: 'How do I start?', acceptedAnswer: { '@type': 'Answer', text: 'Call us.' } },
    ],
  })
})
