import type { ReactNode } from 'react'
import type { CollectionName } from '@contract/collections.ts'
import type { PageName } from '@contract/site-content.ts'
import { collectionPage } from '@/features/cms/lib/content-collections'
import { LocationCards } from '@/features/contact/components/location-cards'
import { QuickContactCards } from '@/features/contact/components/quick-contact-cards'
import { ServiceAreas } from '@/features/contact/components/service-areas'
import { DonatePage } from '@/features/donate/components/donate-page'
import { Accreditations } from '@/features/home/components/accreditations'
import { Hero } from '@/features/home/components/hero'
import { PartnerStrip } from '@/features/home/components/partner-strip'
import { StatsSection } from '@/features/home/components/stats-section'
import { ValuesSection } from '@/features/home/components/values-section'
import { AboutPage } from '@/features/info/components/about-page'
import { AccessibilityPage } from '@/features/info/components/accessibility-page'
import { GetInvolvedPage } from '@/features/info/components/get-involved-page'
import { PageSection } from '@/features/info/components/page-section'
import { PolicyPage } from '@/features/info/components/policy-page'
import { ResourcesPage } from '@/features/info/components/resources-page'
import { SiteFooter } from '@/features/site/components/site-footer'
import { SiteHeader } from '@/features/site/components/site-header'

// The public pages' own components, as the admin area's Preview renders them with unsaved
// content (the routes compose features; the page routes' components are not exported).

/** The home page's content sections, as src/routes/index.tsx renders them (services and newsletter form aside). */
export const HomePreview = () => (
  <>
    <Hero />
    <Accreditations />
    <PartnerStrip />
    <ValuesSection />
    <StatsSection />
  </>
)

/** The contact page's locations, with their hours. */
export const LocationsPreview = () => (
  <PageSection id="locations" title="Our Locations" tinted>
    <LocationCards />
  </PageSection>
)

/** Where the settings show: the header, the contact cards, the locations, the service areas and the footer. */
export const SettingsPreview = () => (
  <>
    <SiteHeader servicesPanel={null} servicesList={null} search={null} />
    <PageSection id="get-in-touch" title="Get in Touch">
      <QuickContactCards />
    </PageSection>
    <LocationsPreview />
    <PageSection id="service-areas" title="Service Areas">
      <ServiceAreas />
    </PageSection>
    <SiteFooter />
  </>
)

/** Each page document's public page. */
export const PAGE_PREVIEWS: Record<PageName, () => ReactNode> = {
  home: HomePreview,
  about: AboutPage,
  'get-involved': GetInvolvedPage,
  resources: ResourcesPage,
  donate: () => <DonatePage returnedPaymentIntent={undefined} onReturnHandled={() => {}} />,
  privacy: () => <PolicyPage page="privacy" />,
  terms: () => <PolicyPage page="terms" />,
  accessibility: AccessibilityPage,
}

/** Each collection's public page (the locations, shown on every page: their cards). */
export function collectionPreview(name: CollectionName): () => ReactNode {
  const page = collectionPage(name)
  return page === 'site' ? LocationsPreview : PAGE_PREVIEWS[page]
}
