import { createFileRoute } from '@tanstack/react-router'
import { ContactPanel } from '@/features/contact/components/contact-panel'
import { LocationCards } from '@/features/contact/components/location-cards'
import { ServiceAreas } from '@/features/contact/components/service-areas'
import { PageHero } from '@/features/info/components/page-hero'
import { PageSection } from '@/features/info/components/page-section'
import { pageHead } from '@/lib/seo'
import { siteOfMatches, useSite } from '@/lib/site-content'

export const Route = createFileRoute('/contact')({
  head: ({ matches }) =>
    pageHead({
      title: 'Contact Us',
      description: `Call, e-mail or visit us in Livingston or Bayonne. We serve ${siteOfMatches(matches).serviceCounties.length} New Jersey counties and reply to every message within 24 hours.`,
      path: '/contact',
      keywords: 'contact, Livingston NJ, Bayonne NJ, developmental disability services, autism support',
    }),
  component: ContactRoute,
})

function ContactRoute() {
  const counties = useSite().settings.serviceCounties
  return (
    <>
      <PageHero
        title="Contact Us"
        subtitle="Questions about services, eligibility or getting involved? We're here to help and will get back to you within 24 hours."
      />
      <PageSection id="get-in-touch" title="Get in Touch">
        <ContactPanel />
      </PageSection>
      <PageSection id="locations" title="Our Locations" tinted>
        <LocationCards />
      </PageSection>
      <PageSection id="service-areas" title="Service Areas" intro={`We proudly serve ${counties.length} New Jersey counties.`}>
        <ServiceAreas />
      </PageSection>
    </>
  )
}
