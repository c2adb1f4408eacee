import { Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/content/site'
import { pageHead } from '@/lib/seo'
import { Hero } from '@/features/home/components/hero'
import { Accreditations } from '@/features/home/components/accreditations'
import { PartnerStrip } from '@/features/home/components/partner-strip'
import { ValuesSection } from '@/features/home/components/values-section'
import { StatsSection } from '@/features/home/components/stats-section'
import { NewsletterSection } from '@/features/home/components/newsletter-section'
import { servicesQueryOptions } from '@/features/services/api/services'
import { ServicesCarouselSection, servicesLoading } from '@/features/services/components/services-carousel-section'
import { NewsletterSignup, ServicesCarousel } from '@/routes/-home-far-sections'

export const Route = createFileRoute('/')({
  head: () => pageHead({ title: 'Home', description: site.description, path: '/' }),
  // The build renders the page with its services and both far sections' code (-home-far-sections.tsx);
  // in the browser the carousel asks for the services itself when it comes to life.
  loader: async ({ context }) => {
    if (!import.meta.env.SSR) return
    const { preloadFarSections } = await import('@/routes/-home-far-sections')
    await Promise.all([context.queryClient.prefetchQuery(servicesQueryOptions()), preloadFarSections()])
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
