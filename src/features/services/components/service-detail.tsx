import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { LinkButton } from '@/components/ui/link-button'
import { ResponsiveImage } from '@/components/responsive-image'
import { useSiteView } from '@/lib/site-content'
import { JsonLd } from '@/components/json-ld'
import { siteOrigin } from '@/lib/seo'
import { servicePageJsonLd } from '@/lib/structured-data/detail-pages'
import { ApiError } from '@/lib/http'
import { useService, type Service } from '@/features/services/api/service'
import { HousingTeamBox } from '@/features/services/components/housing-team-box'
import { ServiceIcon } from '@/features/services/components/service-icon'
import { ServiceNotFound } from '@/features/services/components/service-not-found'
import { servicesMessages } from '@/features/services/messages'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: {
    mission: 'Our Mission',
    commitment: 'Our Commitment',
    overview: 'Overview',
    approach: 'Our Approach',
    keyComponents: 'Key Components',
    staffTraining: 'Staff Training',
    goals: 'Goals',
    interested: (title: string) => `Interested in ${title}?`,
    reachOut: 'Reach out to learn about eligibility and next steps.',
    sendEmail: 'Send Us an Email',
    /** The subject of the e-mail the visitor writes. */
    inquiry: (title: string) => `Inquiry: ${title}`,
    loading: 'Loading service details...',
  },
  es: {
    mission: 'Nuestra misión',
    commitment: 'Nuestro compromiso',
    overview: 'Descripción general',
    approach: 'Nuestro enfoque',
    keyComponents: 'Componentes clave',
    staffTraining: 'Capacitación del personal',
    goals: 'Metas',
    interested: (title: string) => `¿Le interesa ${title}?`,
    reachOut: 'Comuníquese con nosotros para saber si cumple los requisitos y cuáles son los próximos pasos.',
    sendEmail: 'Envíenos un correo electrónico',
    inquiry: (title: string) => `Consulta: ${title}`,
    loading: 'Cargando los detalles del servicio...',
  },
})

export const HOUSING_SLUG = 'housing-program-for-homeless-individuals'
const SERVICE_IMAGE_SIZES = '(min-width: 64rem) 480px, (min-width: 48rem) 50vw, 100vw'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="2xl" mb="4" color="brand.900">{title}</Heading>
      {children}
    </Box>
  )
}

/** A text's paragraphs; `lang` marks them when they are not in the page's language. */
function Paragraphs({ text, lang }: { text: string; lang?: string }) {
  return text.split(/\n+/).filter((p) => p.trim()).map((p, i) => <Text key={i} lang={lang} mb="3" color="gray.800" fontSize="lg">{p}</Text>)
}

function ServiceBody({ service }: { service: Service }) {
  const site = useSiteView()
  const t = useMessages(messages)
  const shared = useMessages(servicesMessages)
  // the service's texts still in English on a Spanish page: each marked lang="en", and said once
  const locale = useLocale()
  const { lang } = langOf(service, locale)
  const housing = service.slug === HOUSING_SLUG
  const commitment = (
    <Section title={housing ? t.mission : t.commitment}><Paragraphs text={service.commitment} lang={lang} /></Section>
  )
  return (
    <>
      {servicePageJsonLd(siteOrigin(), service, locale).map((data, i) => <JsonLd key={i} data={data} />)}
      <Box bg="brand.50" py={{ base: '10', md: '14' }} px="6">
        <UntranslatedNotice pageContent={service} maxW="5xl" mx="auto" mb="6" />
        <SimpleGrid maxW="5xl" mx="auto" columns={{ base: 1, md: service.featuredImage ? 2 : 1 }} gap="8" alignItems="center">
          <Box>
            <chakra.a asChild color="brand.700" textDecoration="underline" fontWeight="medium" display="inline-block" mb="6">
              <Link to="/services">← {shared.backToServices}</Link>
            </chakra.a>
            <Box color="brand.700" mb="3"><ServiceIcon title={service.title} slug={service.slug} w="10" h="10" /></Box>
            <Heading as="h1" lang={lang} size={{ base: '3xl', md: '4xl' }} color="brand.900" mb="4">{service.title}</Heading>
            <Text lang={lang} fontSize="xl" color="gray.800">{service.description}</Text>
          </Box>
          {service.featuredImage && (
            // beside the title from md (half of the 5xl band), under it on a phone; the page's LCP candidate
            <ResponsiveImage image={service.featuredImage} sizes={SERVICE_IMAGE_SIZES} priority w="100%" borderRadius="xl" />
          )}
        </SimpleGrid>
      </Box>
      <Stack maxW="5xl" mx="auto" px="6" py="12" gap="12">
        {housing && commitment}
        <Section title={t.overview}><Paragraphs text={service.overview} lang={lang} /></Section>
        <Section title={t.approach}><Paragraphs text={service.approach} lang={lang} /></Section>
        {service.keyComponents.length > 0 && (
          <Section title={t.keyComponents}>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {service.keyComponents.map((item) => (
                <Card.Root as="li" key={item.name} lang={lang} variant="outline">
                  <Card.Body>
                    <Heading as="h3" size="md" mb="2">{item.name}</Heading>
                    {item.description && <Text color="gray.700">{item.description}</Text>}
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Section>
        )}
        <Section title={t.staffTraining}><Paragraphs text={service.staffTraining} lang={lang} /></Section>
        <Section title={t.goals}><Paragraphs text={service.goals} lang={lang} /></Section>
        {!housing && commitment}
        {housing && <HousingTeamBox />}
        <Box bg="brand.800" color="white" borderRadius="lg" p="8" textAlign="center">
          <Heading as="h2" size="xl" mb="3">{t.interested(service.title)}</Heading>
          <Text mb="6">{t.reachOut}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
            <LinkButton asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}><Link to="/contact">{shared.contactUs}</Link></LinkButton>
            <LinkButton asChild variant="outline" color="white" borderColor="white" _hover={{ bg: 'brand.700' }}>
              <a href={`mailto:${site.email.info}?subject=${encodeURIComponent(t.inquiry(service.title))}`}>{t.sendEmail}</a>
            </LinkButton>
          </Stack>
        </Box>
      </Stack>
    </>
  )
}

/** The page's own bands and sections as placeholders, so nothing below moves when the service arrives. */
export function ServiceDetailLoading() {
  const t = useMessages(messages)
  return (
    <Box aria-busy="true">
      <Box bg="brand.50" py={{ base: '10', md: '14' }} px="6">
        <Stack maxW="5xl" mx="auto" gap="4">
          <Text color="gray.800">{t.loading}</Text>
          <Skeleton height="10" w="10" />
          <Skeleton height="12" w="2/3" />
          <Skeleton height="16" />
        </Stack>
      </Box>
      <Stack maxW="5xl" mx="auto" px="6" py="12" gap="12">
        {Array.from({ length: 3 }, (_, i) => (
          <Stack key={i} gap="4">
            <Skeleton height="8" w="1/3" />
            <Skeleton height="32" />
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}

/** /services/{slug}: loading, 'Service Not Found' (failed or missing), or the service. */
export function ServiceDetailPage({ slug }: { slug: string }) {
  const service = useService(slug)
  if (service.isPending) return <ServiceDetailLoading />
  if (service.isError) {
    const missing = service.error instanceof ApiError && service.error.status === 404
    return <ServiceNotFound reason={missing ? 'missing' : 'failed'} />
  }
  return <ServiceBody service={service.data} />
}
