import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/content/site'
import { pageHead } from '@/lib/seo'
import { Hero } from '@/features/home/components/hero'
import { Accreditations } from '@/features/home/components/accreditations'
import { PartnerStrip } from '@/features/home/components/partner-strip'
import { ValuesSection } from '@/features/home/components/values-section'
import { StatsSection } from '@/features/home/components/stats-section'
import { NewsletterSection } from '@/features/home/components/newsletter-section'
import { ServicesCarouselSection, servicesLoading } from '@/features/services/components/services-carousel-section'
import { WhenNearViewport } from '@/components/when-near-viewport'

// Far below the fold: embla, zod, the services data and the form library load only as the
// visitor heads there (or first presses a key or pointer), not while a phone starts the page.
const ServicesCarousel = lazy(() =>
  import('@/features/services/components/services-carousel').then((m) => ({ default: m.ServicesCarousel })),
)
const NewsletterSignup = lazy(() =>
  import('@/features/newsletter/components/newsletter-signup').then((m) => ({ default: m.NewsletterSignup })),
)

export const Route = createFileRoute('/')({
  head: () => pageHead({ title: 'Home', description: site.description, path: '/' }),
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
        <WhenNearViewport placeholder={servicesLoading}>
          <Suspense fallback={servicesLoading}>
            <ServicesCarousel />
          </Suspense>
        </WhenNearViewport>
      </ServicesCarouselSection>
      <StatsSection />
      <NewsletterSection form={<WhenNearViewport placeholder={null}><Suspense fallback={null}><NewsletterSignup /></Suspense></WhenNearViewport>} />
    </>
  )
}
