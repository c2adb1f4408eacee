import { createFileRoute } from '@tanstack/react-router'
import { ResourcesPage } from '@/features/info/components/resources-page'
import { pageHead, siteOrigin } from '@/lib/seo'
import { fillText, pageQueryOptions, siteOfMatches } from '@/lib/site-content'
import { faqPageJsonLd } from '@/lib/structured-data/faq-page'
import { jsonLdScript } from '@/lib/structured-data/json-ld'

export const Route = createFileRoute('/resources')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('resources')),
  head: ({ loaderData, matches }) => {
    const settings = siteOfMatches(matches)
    const faqs = (loaderData?.collections.faqs ?? [])
      .map((faq) => ({ question: fillText(faq.question, settings), answer: fillText(faq.answer, settings) }))
    return {
      ...pageHead({
        title: 'Resources & Information',
        description: 'Frequently asked questions, DDD eligibility guidelines, how to apply for services, trusted New Jersey resources and emergency contacts.',
        path: '/resources',
        keywords: 'DDD eligibility, New Jersey disability resources, autism resources, apply for services, FAQ',
      }),
      // The questions the page shows, for search results.
      scripts: faqs.length ? [jsonLdScript(faqPageJsonLd(siteOrigin(), '/resources', faqs))] : [],
    }
  },
  component: ResourcesPage,
})
