import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/content/site'
import { pageHead } from '@/lib/seo'
import { Hero } from '@/features/home/components/hero'
import { Accreditations } from '@/features/home/components/accreditations'
import { PartnerStrip } from '@/features/home/components/partner-strip'
import { ValuesSection } from '@/features/home/components/values-section'
import { StatsSection } from '@/features/home/components/stats-section'
import { NewsletterSection } from '@/features/home/components/newsletter-section'
import { ServicesCarousel } from '@/features/services/components/services-carousel'
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup'

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
      <ServicesCarousel />
      <StatsSection />
      <NewsletterSection form={<NewsletterSignup />} />
    </>
  )
}
