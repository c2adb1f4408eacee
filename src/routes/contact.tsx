import { createFileRoute } from '@tanstack/react-router'
import { ContactPanel } from '@/features/contact/components/contact-panel'
import { LocationCards } from '@/features/contact/components/location-cards'
import { ServiceAreas } from '@/features/contact/components/service-areas'
import { PageHero } from '@/features/info/components/page-hero'
import { PageContentNotice } from '@/i18n/untranslated-notice'
import { PageSection } from '@/features/info/components/page-section'
import { pageHead } from '@/lib/seo'
import { siteOfMatches, useSite } from '@/lib/site-content'
import { defineMessages, useMessages, wordsIn } from '@/i18n/messages'

// The head's words stay with the route (in every page's first load); the page's own words are
// read only by its component, so they come with the page's code.
const messages = defineMessages({
  en: {
    title: 'Contact Us',
    description: (counties: number) =>
      `Call, e-mail or visit us in Livingston or Bayonne. We serve ${counties} New Jersey counties and reply to every message within 24 hours.`,
    keywords: 'contact, Livingston NJ, Bayonne NJ, developmental disability services, autism support',
  },
  es: {
    title: 'Contáctenos',
    description: (counties: number) =>
      `Llámenos, escríbanos por correo electrónico o visítenos en Livingston o Bayonne. Servimos a ${counties} condados de New Jersey y respondemos cada mensaje en un plazo de 24 horas.`,
    keywords: 'contacto, Livingston NJ, Bayonne NJ, servicios para discapacidades del desarrollo, apoyo para el autismo',
  },
})

const pageMessages = defineMessages({
  en: {
    subtitle: "Questions about services, eligibility or getting involved? We're here to help and will get back to you within 24 hours.",
    getInTouch: 'Get in Touch',
    locations: 'Our Locations',
    serviceAreas: 'Service Areas',
    serviceAreasIntro: (counties: number) => `We proudly serve ${counties} New Jersey counties.`,
  },
  es: {
    subtitle: '¿Tiene preguntas sobre los servicios, quién puede recibirlos o cómo participar? Estamos aquí para ayudarle y le responderemos en un plazo de 24 horas.',
    getInTouch: 'Comuníquese con nosotros',
    locations: 'Nuestras oficinas',
    serviceAreas: 'Áreas de servicio',
    serviceAreasIntro: (counties: number) => `Con orgullo servimos a ${counties} condados de New Jersey.`,
  },
})

export const Route = createFileRoute('/contact')({
  head: ({ match, matches }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({
      locale: match.context.locale,
      title: t.title,
      description: t.description(siteOfMatches(matches).serviceCounties.length),
      path: '/contact',
      keywords: t.keywords,
    })
  },
  component: ContactRoute,
})

function ContactRoute() {
  const { settings, locations } = useSite()
  const counties = settings.serviceCounties
  const { title } = useMessages(messages)
  const t = useMessages(pageMessages)
  return (
    <>
      <PageHero title={title} subtitle={t.subtitle} />
      {/* the locations' names and hours are the page's only staff texts (the rest are names, numbers and addresses) */}
      <PageContentNotice items={locations} />
      <PageSection id="get-in-touch" title={t.getInTouch}>
        <ContactPanel />
      </PageSection>
      <PageSection id="locations" title={t.locations} tinted>
        <LocationCards />
      </PageSection>
      <PageSection id="service-areas" title={t.serviceAreas} intro={t.serviceAreasIntro(counties.length)}>
        <ServiceAreas />
      </PageSection>
    </>
  )
}
