import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { useServices } from '@/features/services/api/services'
import { ServiceCard } from '@/features/services/components/service-card'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'
import { servicesMessages } from '@/features/services/messages'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    errorTitle: 'Unable to Load Services',
    errorText: "We're having trouble loading our services right now. Please try again later.",
    empty: 'No services are listed right now. Please contact us to learn how we can help.',
    intro: 'Person-centred support for people with autism and developmental disabilities and their families, across New Jersey.',
    ctaTitle: 'Not sure which service is right for you?',
    ctaText: 'Talk with our team about your goals, or find a way to get involved.',
    getInvolved: 'Get Involved',
  },
  es: {
    errorTitle: 'No pudimos cargar los servicios',
    errorText: 'Tenemos problemas para cargar nuestros servicios en este momento. Por favor, inténtelo de nuevo más tarde.',
    empty: 'Por ahora no hay servicios en la lista. Comuníquese con nosotros para saber cómo podemos ayudarle.',
    intro: 'Apoyo centrado en la persona para personas con autismo y discapacidades del desarrollo, y para sus familias, en todo New Jersey.',
    ctaTitle: '¿No sabe qué servicio es el adecuado para usted?',
    ctaText: 'Hable con nuestro equipo sobre sus metas, o descubra cómo participar.',
    getInvolved: 'Participe',
  },
})

function ServicesGrid() {
  const services = useServices()
  const t = useMessages(messages)
  const shared = useMessages(servicesMessages)
  if (services.isPending) {
    return (
      <Box aria-busy="true">
        <Text mb="4" color="gray.700">{shared.loadingServices}</Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="64" borderRadius="lg" />)}
        </SimpleGrid>
      </Box>
    )
  }
  if (services.isError) {
    return (
      <Box role="alert" textAlign="center" py="12" px="6" bg="red.50" borderRadius="lg">
        <Heading as="h2" size="xl" mb="2" color="red.800">{t.errorTitle}</Heading>
        <Text color="gray.800">{t.errorText}</Text>
      </Box>
    )
  }
  if (services.data.length === 0) {
    return <Text textAlign="center" py="12">{t.empty}</Text>
  }
  return (
    <>
      <UntranslatedNotice items={services.data} mb="6" />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {services.data.map((service, i) => (
          <li key={service.id}>
            <ServiceCard service={service} priority={i === 0} />
          </li>
        ))}
      </SimpleGrid>
    </>
  )
}

/** /services: all services as cards, then calls to action (SPEC §2 'Services list'). */
export function ServicesListPage() {
  const t = useMessages(messages)
  const shared = useMessages(servicesMessages)
  return (
    <>
      <Box bg="brand.50" py={{ base: '12', md: '16' }} px="6" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.900" mb="4">{shared.ourServices}</Heading>
        <Text maxW="3xl" mx="auto" fontSize="lg" color="gray.800">
          {t.intro}
        </Text>
      </Box>
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
        <ServicesGrid />
      </Box>
      <Box bg="brand.800" color="white" py="12" px="6" textAlign="center">
        <Heading as="h2" size="2xl" mb="3">{t.ctaTitle}</Heading>
        <Text mb="6" fontSize="lg">{t.ctaText}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
          <LinkButton asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <Link to="/contact">{shared.contactUs}</Link>
          </LinkButton>
          <LinkButton asChild variant="outline" color="white" borderColor="white" _hover={{ bg: 'brand.700' }}>
            <Link to="/get-involved">{t.getInvolved}</Link>
          </LinkButton>
        </Stack>
      </Box>
    </>
  )
}
