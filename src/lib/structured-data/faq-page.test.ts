import { expect, it } from 'vitest'
import { faqPageJsonLd } from './faq-page'

it('lists each question with its accepted answer, in order', () => {
  expect(faqPageJsonLd('https://www.example.org', '/resources', [
    { question: 'What counties do you serve?', answer: 'Essex and Hudson.' },
    { question: 'How do I start?', answer: 'Call us.' },
  ], 'en')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: 'https://www.example.org/resources',
    inLanguage: 'en',
    mainEntity: [
      { '@type': 'Question', name: 'What counties do you serve?', acceptedAnswer: { '@type': 'Answer', text: 'Essex and Hudson.' } },
      { '@type': 'Question', name: 'How do I start?', acceptedAnswer: { '@type': 'Answer', text: 'Call us.' } },
    ],
  })
})

it('on a Spanish page: the /es/ address, in Spanish, and English too while some answers are the English', () => {
  const faqs = [{ question: '¿Cómo empiezo?', answer: 'Llámenos.', lang: 'es' }]
  expect(faqPageJsonLd('https://www.example.org', '/resources', faqs, 'es')).toMatchObject({ url: 'https://www.example.org/es/resources', inLanguage: 'es' })
  const mixed = [...faqs, { question: 'How do I start?', answer: 'Call us.', lang: 'en' }]
  expect(faqPageJsonLd('https://www.example.org', '/resources', mixed, 'es').inLanguage).toEqual(['es', 'en'])
})
