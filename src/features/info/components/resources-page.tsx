import { Link as RouterLink } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { LinkButton } from '@/components/ui/link-button'
import { useFilledPage, useSiteView } from '@/lib/site-content'
import { ApplicationSteps } from './application-steps'
import { CallToAction, outlineOnDark } from './call-to-action'
import { FaqAccordion } from './faq-accordion'
import { PageHero } from './page-hero'
import { PageSection } from './page-section'
import { EligibilityCards, EmergencyContactCards, ExternalResourceCards } from './resource-lists'

export function ResourcesPage() {
  const site = useSiteView()
  const { document, collections } = useFilledPage('resources')
  const { applicationSteps, eligibilityGroups } = document
  const { faqs, resources: externalResources, 'emergency-contacts': emergencyContacts } = collections
  return (
    <>
      <PageHero
        title="Resources & Information"
        subtitle="Answers to common questions, how to qualify and apply for services, and trusted organisations that can help your family."
      />
      <PageSection id="faq" title="Frequently Asked Questions">
        <FaqAccordion faqs={faqs} />
      </PageSection>
      <PageSection id="eligibility" title="Eligibility Guidelines" tinted intro="Most of our services are funded through the New Jersey Division of Developmental Disabilities.">
        <EligibilityCards groups={eligibilityGroups} />
      </PageSection>
      <PageSection id="application" title="Application Process" intro="Six steps from your first call to ongoing support. We walk beside you at each one.">
        <ApplicationSteps steps={applicationSteps} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild colorPalette="brand" size="lg">
            <RouterLink to="/contact">Start Your Application Today</RouterLink>
          </LinkButton>
        </Box>
      </PageSection>
      <PageSection id="external-resources" title="External Resources & Links" tinted>
        <ExternalResourceCards resources={externalResources} />
      </PageSection>
      <PageSection id="emergency" title="Emergency Contacts" intro="If someone is in immediate danger, call 911.">
        <EmergencyContactCards contacts={emergencyContacts} />
      </PageSection>
      <CallToAction
        id="more-info"
        title="Need More Information?"
        text="Our team is happy to answer your questions about services, eligibility and funding."
      >
        <LinkButton asChild colorPalette="accent" size="lg">
          <RouterLink to="/contact">Contact Us</RouterLink>
        </LinkButton>
        <LinkButton asChild {...outlineOnDark}>
          <a href={`mailto:${site.email.info}`}>Ask a Question</a>
        </LinkButton>
      </CallToAction>
    </>
  )
}
