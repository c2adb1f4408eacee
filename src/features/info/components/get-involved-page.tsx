import { Link as RouterLink } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { useFilledPage, useSiteView } from '@/lib/site-content'
import { CallToAction, outlineOnDark } from './call-to-action'
import { JobCards, PartnershipCards, VolunteerCards } from './opportunity-cards'
import { PageHero } from './page-hero'
import { PageContentNotice } from '@/i18n/untranslated-notice'
import { PageSection } from './page-section'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: {
    title: 'Be Part of Something Meaningful',
    subtitle: (countyCount: number) =>
      `Build a career, give your time or partner with us to support people with developmental disabilities across ${countyCount} New Jersey counties.`,
    exploreCareers: 'Explore Careers',
    volunteerNow: 'Volunteer Now',
    careers: 'Career Opportunities',
    careersIntro: "Join a team that believes in every person's potential.",
    sendResume: 'Send Us Your Resume',
    volunteer: 'Volunteer Opportunities',
    volunteerIntro: 'Share your time and talents with our community.',
    applyToVolunteer: 'Apply to Volunteer',
    backgroundChecks: 'All volunteers are subject to background checks and orientation training.',
    partnerships: 'Partnership Opportunities',
    partnershipsIntro: 'Together we can open more doors to inclusion.',
    explorePartnerships: 'Explore Partnership Opportunities',
    readyTitle: 'Ready to Get Involved?',
    readyText: 'Tell us how you would like to help and we will find the right fit together.',
    contactUs: 'Contact Us',
    emailUs: 'Email Us',
  },
  es: {
    title: 'Sea parte de algo significativo',
    subtitle: (countyCount: number) =>
      `Trabaje con nosotros, done su tiempo o colabore con nosotros para apoyar a personas con discapacidades del desarrollo en ${countyCount} condados de New Jersey.`,
    exploreCareers: 'Vea los empleos',
    volunteerNow: 'Sea voluntario',
    careers: 'Oportunidades de empleo',
    careersIntro: 'Únase a un equipo que cree en el potencial de cada persona.',
    sendResume: 'Envíenos su currículum',
    volunteer: 'Oportunidades de voluntariado',
    volunteerIntro: 'Comparta su tiempo y sus talentos con nuestra comunidad.',
    applyToVolunteer: 'Solicite ser voluntario',
    backgroundChecks: 'Todos los voluntarios deben pasar una verificación de antecedentes y una capacitación de orientación.',
    partnerships: 'Oportunidades de colaboración',
    partnershipsIntro: 'Juntos podemos abrir más puertas a la inclusión.',
    explorePartnerships: 'Conozca las oportunidades de colaboración',
    readyTitle: '¿Quiere participar?',
    readyText: 'Díganos cómo le gustaría ayudar y juntos encontraremos la mejor manera.',
    contactUs: 'Contáctenos',
    emailUs: 'Envíenos un correo electrónico',
  },
})

const mailButton = { colorPalette: 'brand', size: 'lg' } as const

export function GetInvolvedPage() {
  const locale = useLocale()
  const site = useSiteView()
  const page = useFilledPage('get-involved')
  const { document, collections } = page
  const { partnershipTypes } = document
  const { jobs, 'volunteer-roles': volunteerRoles } = collections
  const counties = site.serviceCounties
  const t = useMessages(messages)
  return (
    <>
      <PageHero
        title={t.title}
        subtitle={t.subtitle(counties.length)}
      >
        {/* Issue 35: the two hero buttons take the visitor to their sections (SPEC left them without behaviour). */}
        <HStack mt="8" gap="4" justify="center" wrap="wrap">
          <LinkButton asChild colorPalette="accent" size="lg">
            <a href="#careers">{t.exploreCareers}</a>
          </LinkButton>
          <LinkButton asChild {...outlineOnDark}>
            <a href="#volunteer">{t.volunteerNow}</a>
          </LinkButton>
        </HStack>
      </PageHero>
      <PageContentNotice pageContent={page} items={[...jobs, ...volunteerRoles]} />

      <PageSection id="careers" title={t.careers} intro={t.careersIntro}>
        <JobCards jobs={jobs} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild {...mailButton}>
            <RouterLink to="/careers/apply">{t.sendResume}</RouterLink>
          </LinkButton>
        </Box>
      </PageSection>

      <PageSection id="volunteer" title={t.volunteer} tinted intro={t.volunteerIntro}>
        <VolunteerCards roles={volunteerRoles} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild {...mailButton}>
            <RouterLink to="/volunteer/apply">{t.applyToVolunteer}</RouterLink>
          </LinkButton>
          <Text mt="3" color="fg.muted" fontSize="sm">
            {t.backgroundChecks}
          </Text>
        </Box>
      </PageSection>

      <PageSection id="partnerships" title={t.partnerships} intro={t.partnershipsIntro}>
        <PartnershipCards types={partnershipTypes} lang={langOf(page, locale).lang} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild {...mailButton}>
            <a href={`mailto:${site.email.partnerships}`}>{t.explorePartnerships}</a>
          </LinkButton>
        </Box>
      </PageSection>

      <CallToAction id="ready" title={t.readyTitle} text={t.readyText}>
        <LinkButton asChild colorPalette="accent" size="lg">
          <RouterLink to="/contact">{t.contactUs}</RouterLink>
        </LinkButton>
        <LinkButton asChild {...outlineOnDark}>
          <a href={`mailto:${site.email.info}`}>{t.emailUs}</a>
        </LinkButton>
      </CallToAction>
    </>
  )
}
