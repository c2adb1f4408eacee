import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'
import { servicesMessages } from '@/features/services/messages'

const messages = defineMessages({
  en: { intro: "Support designed around each person's goals." },
  es: { intro: 'Apoyo pensado según las metas de cada persona.' },
})

export const SERVICES_CAROUSEL_HEADING_ID = 'services-carousel'

/** Home's "Our Services" section around the carousel, which loads on its own (routes/index.tsx). */
export function ServicesCarouselSection({ children }: { children: ReactNode }) {
  const t = useMessages(messages)
  const shared = useMessages(servicesMessages)
  return (
    <Box as="section" aria-labelledby={SERVICES_CAROUSEL_HEADING_ID} py="16" px={{ base: '4', md: '6' }} bg="gray.50">
      <Box maxW="7xl" mx="auto">
        <Heading as="h2" id={SERVICES_CAROUSEL_HEADING_ID} size="2xl" mb="2" color="brand.900">{shared.ourServices}</Heading>
        <Text color="gray.700" mb="6">{t.intro}</Text>
        {children}
      </Box>
    </Box>
  )
}

function ServicesLoading() {
  return <Text aria-busy="true">{useMessages(servicesMessages).loadingServices}</Text>
}

export const servicesLoading = <ServicesLoading />
