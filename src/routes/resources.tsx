import { createFileRoute } from '@tanstack/react-router'
import { ResourcesPage } from '@/features/info/components/resources-page'
import { pageHead, siteOrigin } from '@/lib/seo'
import { fillText, pageQueryOptions, siteOfMatches } from '@/lib/site-content'
import { jsonLdScript } from '@/lib/structured-data/json-ld'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'
import type { Locale } from '@/i18n/locale'

const messages = defineMessages({
  en: {
    title: 'Resources & Information',
    description: 'Frequently asked questions, DDD eligibility guidelines, how to apply for services, trusted New Jersey resources and emergency contacts.',
    keywords: 'DDD eligibility, New Jersey disability resources, autism resources, apply for services, FAQ',
  },
  es: {
    title: 'Recursos e información',
    description: 'Preguntas frecuentes, requisitos de la DDD, cómo solicitar servicios, recursos de confianza en New Jersey y contactos de emergencia.',
    keywords: 'requisitos DDD, recursos para personas con discapacidad New Jersey, recursos sobre autismo, solicitar servicios, preguntas frecuentes',
  },
})

export const Route = createFileRoute('/resources')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('resources', context.locale)),
  head: async ({ loaderData, matches, match }) => {
    const settings = siteOfMatches(matches)
    const faqs = (loaderData?.collections.faqs ?? [])
      .map((faq) => ({ question: fillText(faq.question, settings), answer: fillText(faq.answer, settings) }))
    return {
      ...pageHead({ locale: match.context.locale, ...wordsIn(messages, match.context.locale), path: '/resources', translated: isTranslated(loaderData) }),
      // The questions the page shows, for search results.
      scripts: faqs.length ? await faqScripts(faqs, match.context.locale) : [],
    }
  },
  component: ResourcesPage,
})

/** The questions and answers as structured data (its builder loads with it, as the detail pages' do). */
async function faqScripts(faqs: { question: string; answer: string }[], locale: Locale) {
  const { faqPageJsonLd } = await import('@/lib/structured-data/faq-page')
  return [jsonLdScript(faqPageJsonLd(siteOrigin(), '/resources', faqs, locale))]
}
