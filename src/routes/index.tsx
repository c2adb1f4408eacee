import { Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead, siteOrigin } from '@/lib/seo'
import { jsonLdScript } from '@/lib/structured-data/json-ld'
import { websiteJsonLd } from '@/lib/structured-data/website'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageQueryOptions, siteOfMatches, usePageContent } from '@/lib/site-content'
import { Hero } from '@/features/home/components/hero'
import { NewsletterSection } from '@/features/home/components/newsletter-section'
import { servicesQueryOptions } from '@/features/services/api/services'
import { ServicesCarouselSection, servicesLoading } from '@/features/services/components/services-carousel-section'
import { Accreditations, NewsletterSignup, PartnerStrip, ServicesCarousel, StatsSection, ValuesSection } from '@/routes/-home-far-sections'
import { isTranslated } from '@/i18n/content-language'
import { PageContentNotice } from '@/i18n/untranslated-notice'

const messages = defineMessages({
  en: { title: 'Home' },
  es: { title: 'Inicio' },
})

export const Route = createFileRoute('/')({
  // The page's own copy always; the build also renders the services and the code of every section
  // below the hero (-home-far-sections.tsx); in the browser the carousel asks for the services
  // itself when it comes to life.
  loader: async ({ context }) => {
    const home = context.queryClient.ensureQueryData(pageQueryOptions('home', context.locale))
    if (!import.meta.env.SSR) return home
    const { preloadFarSections } = await import('@/routes/-home-far-sections')
    const [page] = await Promise.all([home, context.queryClient.prefetchQuery(servicesQueryOptions(context.locale)), preloadFarSections()])
    return page
  },
  // The description is the organisation's own, from its settings (after the loader, so its data's type is known here).
  // The home page also names the site and how to search it (WebSite with its SearchAction: where
  // search engines read it).
  head: ({ match, matches, loaderData }) => ({
    ...pageHead({
      locale: match.context.locale,
      title: wordsIn(messages, match.context.locale).title,
      description: siteOfMatches(matches).description,
      path: '/',
      translated: isTranslated(loaderData),
    }),
    scripts: [jsonLdScript(websiteJsonLd(siteOrigin(), siteOfMatches(matches).name, match.context.locale))],
  }),
  component: HomePage,
})

/**
 * Says so when the hero's words or the badges' labels (the page's own content; partners have no
 * words to translate) are still the English. A component of its own: the page around it must not
 * re-render when that content is read again, or React would drop the far sections' built HTML
 * (their Suspense boundaries, not yet hydrated) for their loading state.
 */
function HomeContentNotice() {
  const page = usePageContent('home')
  return <PageContentNotice pageContent={page} items={page.collections.accreditations} />
}

function HomePage() {
  return (
    <>
      <Hero />
      <HomeContentNotice />
      {/* each its own boundary, so each keeps the build's HTML until its own code has come */}
      <Suspense fallback={null}><Accreditations /></Suspense>
      <Suspense fallback={null}><PartnerStrip /></Suspense>
      <Suspense fallback={null}><ValuesSection /></Suspense>
      <ServicesCarouselSection>
        <Suspense fallback={servicesLoading}>
          <ServicesCarousel />
        </Suspense>
      </ServicesCarouselSection>
      <Suspense fallback={null}><StatsSection /></Suspense>
      <NewsletterSection form={<Suspense fallback={null}><NewsletterSignup /></Suspense>} />
    </>
  )
}
