import { Link as RouterLink } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { LinkButton } from '@/components/ui/link-button'
import { useFilledPage, useSiteView } from '@/lib/site-content'
import { ApplicationSteps } from './application-steps'
import { CallToAction, outlineOnDark } from './call-to-action'
import { FaqAccordion } from './faq-accordion'
import { PageHero } from './page-hero'
import { PageContentNotice } from '@/i18n/untranslated-notice'
import { PageSection } from './page-section'
import { EligibilityCards, EmergencyContactCards, ExternalResourceCards } from './resource-lists'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: {
    title: 'Resources & Information',
    subtitle: 'Answers to common questions, how to qualify and apply for services, and trusted organisations that can help your family.',
    faq: 'Frequently Asked Questions',
    eligibility: 'Eligibility Guidelines',
    eligibilityIntro: 'Most of our services are funded through the New Jersey Division of Developmental Disabilities.',
    application: 'Application Process',
    applicationIntro: 'Six steps from your first call to ongoing support. We walk beside you at each one.',
    startApplication: 'Start Your Application Today',
    external: 'External Resources & Links',
    emergency: 'Emergency Contacts',
    emergencyIntro: 'If someone is in immediate danger, call 911.',
    moreTitle: 'Need More Information?',
    moreText: 'Our team is happy to answer your questions about services, eligibility and funding.',
    contactUs: 'Contact Us',
    askQuestion: 'Ask a Question',
  },
  es: {
    title: 'Recursos e información',
    subtitle: 'Respuestas a preguntas frecuentes, cómo calificar y solicitar servicios, y organizaciones de confianza que pueden ayudar a su familia.',
    faq: 'Preguntas frecuentes',
    eligibility: 'Requisitos para recibir servicios',
    eligibilityIntro: 'La mayoría de nuestros servicios se pagan con fondos de la División de Discapacidades del Desarrollo (DDD) de New Jersey.',
    application: 'Cómo presentar la solicitud',
    applicationIntro: 'Seis pasos, desde su primera llamada hasta el apoyo continuo. Le acompañamos en cada paso.',
    startApplication: 'Comience su solicitud hoy',
    external: 'Otros recursos y enlaces',
    emergency: 'Contactos de emergencia',
    emergencyIntro: 'Si alguien está en peligro inmediato, llame al 911.',
    moreTitle: '¿Necesita más información?',
    moreText: 'Nuestro equipo responderá con gusto sus preguntas sobre los servicios, los requisitos y el financiamiento.',
    contactUs: 'Contáctenos',
    askQuestion: 'Haga una pregunta',
  },
})

export function ResourcesPage() {
  const locale = useLocale()
  const site = useSiteView()
  const page = useFilledPage('resources')
  const { document, collections } = page
  const { lang } = langOf(page, locale)
  const { applicationSteps, eligibilityGroups } = document
  const { faqs, resources: externalResources, 'emergency-contacts': emergencyContacts } = collections
  const t = useMessages(messages)
  return (
    <>
      <PageHero
        title={t.title}
        subtitle={t.subtitle}
      />
      <PageContentNotice pageContent={page} items={[...collections.faqs, ...collections.resources, ...collections['emergency-contacts']]} />
      <PageSection id="faq" title={t.faq}>
        <FaqAccordion faqs={faqs} />
      </PageSection>
      <PageSection id="eligibility" title={t.eligibility} tinted intro={t.eligibilityIntro}>
        <EligibilityCards groups={eligibilityGroups} lang={lang} />
      </PageSection>
      <PageSection id="application" title={t.application} intro={t.applicationIntro}>
        <ApplicationSteps steps={applicationSteps} lang={lang} />
        <Box textAlign="center" mt="8">
          <LinkButton asChild colorPalette="brand" size="lg">
            <RouterLink to="/contact">{t.startApplication}</RouterLink>
          </LinkButton>
        </Box>
      </PageSection>
      <PageSection id="external-resources" title={t.external} tinted>
        <ExternalResourceCards resources={externalResources} />
      </PageSection>
      <PageSection id="emergency" title={t.emergency} intro={t.emergencyIntro}>
        <EmergencyContactCards contacts={emergencyContacts} />
      </PageSection>
      <CallToAction
        id="more-info"
        title={t.moreTitle}
        text={t.moreText}
      >
        <LinkButton asChild colorPalette="accent" size="lg">
          <RouterLink to="/contact">{t.contactUs}</RouterLink>
        </LinkButton>
        <LinkButton asChild {...outlineOnDark}>
          <a href={`mailto:${site.email.info}`}>{t.askQuestion}</a>
        </LinkButton>
      </CallToAction>
    </>
  )
}
