import { Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/content/site'
import { pageHead } from '@/lib/seo'
import { Hero } from '@/features/home/components/hero'
import { Accreditations } from '@/features/home/components/accreditations'
import { PartnerStrip } from '@/features/home/components/partner-strip'
import { ValuesSection } from '@/features/home/components/values-section'
import { StatsSection } from '@/features/home/components/stats-section'
import { NewsletterSection, NEWSLETTER_SECTION_ID } from '@/features/home/components/newsletter-section'
import { servicesQueryOptions } from '@/features/services/api/services'
import { SERVICES_CAROUSEL_HEADING_ID, ServicesCarouselSection, servicesLoading } from '@/features/services/components/services-carousel-section'
import { lazyHydrated } from '@/components/lazy-hydrated'

// Far below the fold: the build writes both sections into the page, but embla, zod and the form
// library load (and those sections hydrate) only as the visitor heads there, or first presses a
// key or pointer, not while a phone starts the page.
const ServicesCarousel = lazyHydrated(
  () => import('@/features/services/components/services-carousel').then((m) => m.ServicesCarousel),
  SERVICES_CAROUSEL_HEADING_ID,
)
const NewsletterSignup = lazyHydrated(
  () => import('@/features/newsletter/components/newsletter-signup').then((m) => m.NewsletterSignup),
  NEWSLETTER_SECTION_ID,
)

export const Route = createFileRoute('/')({
  head: () => pageHead({ title: 'Home', description: site.description, path: '/' }),
  // The build renders the page with its services and both far sections' code; in the browser the
  // carousel asks for the services itself when it comes to life.
  loader: async ({ context }) => {
    if (!import.meta.env.SSR) return
    await Promise.all([context.queryClient.prefetchQuery(servicesQueryOptions()), ServicesCarousel.preload(), NewsletterSignup.preload()])
  },
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <Accreditations />
      <PartnerStrip />
      <ValuesSection />
      <ServicesCarouselSection>
        <Suspense fallback={servicesLoading}>
          <ServicesCarousel />
        </Suspense>
      </ServicesCarouselSection>
      <StatsSection />
      <NewsletterSection form={<Suspense fallback={null}><NewsletterSignup /></Suspense>} />
    </>
  )
}
