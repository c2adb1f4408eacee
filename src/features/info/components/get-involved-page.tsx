import { Link as RouterLink } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { useFilledPage, useSiteView } from '@/lib/site-content'
import { CallToAction, outlineOnDark } from './call-to-action'
import { JobCards, PartnershipCards, VolunteerCards } from './opportunity-cards'
import { PageHero } from './page-hero'
import { PageSection } from './page-section'

const mailButton = { colorPalette: 'brand', size: 'lg' } as const

export function GetInvolvedPage() {
  const site = useSiteView()
  const { document, collections } = useFilledPage('get-involved')
  const { partnershipTypes } = document
  const { jobs, 'volunteer-roles': volunteerRoles } = collections
  const counties = site.serviceCounties
  return (
    <>
      <PageHero
        title="Be Part of Something Meaningful"
        subtitle={`Build a career, give your time or partner with us to support people with developmental disabilities across ${counties.length} New Jersey counties.`}
      >
        {/* Issue 35: the two hero buttons take the visitor to their sections (SPEC left them without behaviour). */}
        <HStack mt="8" gap="4" justify="center" wrap="wrap">
          <LinkButton asChild colorPalette="accent" size="lg">
            <a href="#careers">Explore Careers</a>
          </LinkButton>
          <LinkButton asChild {...outlineOnDark}>
            <a href="#volunteer">Volunteer Now</a>
          </LinkButton>
        </HStack>
      </PageHero>

      <PageSection id="careers" title="Career Opportunities" intro="Join a team that believes in every person's potential.">
        <JobCards jobs={jobs} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild {...mailButton}>
            <RouterLink to="/careers/apply">Send Us Your Resume</RouterLink>
          </LinkButton>
        </Box>
      </PageSection>

      <PageSection id="volunteer" title="Volunteer Opportunities" tinted intro="Share your time and talents with our community.">
        <VolunteerCards roles={volunteerRoles} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild {...mailButton}>
            <RouterLink to="/volunteer/apply">Apply to Volunteer</RouterLink>
          </LinkButton>
          <Text mt="3" color="fg.muted" fontSize="sm">
            All volunteers are subject to background checks and orientation training.
          </Text>
        </Box>
      </PageSection>

      <PageSection id="partnerships" title="Partnership Opportunities" intro="Together we can open more doors to inclusion.">
        <PartnershipCards types={partnershipTypes} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild {...mailButton}>
            <a href={`mailto:${site.email.partnerships}`}>Explore Partnership Opportunities</a>
          </LinkButton>
        </Box>
      </PageSection>

      <CallToAction id="ready" title="Ready to Get Involved?" text="Tell us how you would like to help and we will find the right fit together.">
        <LinkButton asChild colorPalette="accent" size="lg">
          <RouterLink to="/contact">Contact Us</RouterLink>
        </LinkButton>
        <LinkButton asChild {...outlineOnDark}>
          <a href={`mailto:${site.email.info}`}>Email Us</a>
        </LinkButton>
      </CallToAction>
    </>
  )
}
