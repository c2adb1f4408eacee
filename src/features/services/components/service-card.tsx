import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ServiceListItem } from '@contract/services.ts'
import { ServiceIcon } from '@/features/services/components/service-icon'
import { truncate } from '@/lib/format/truncate'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@/components/responsive-image'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: { learnMore: 'Learn More', about: (title: string) => `about ${title}` },
  es: { learnMore: 'Más información', about: (title: string) => `sobre ${title}` },
})

/**
 * One service as a card: its featured image when it has one, icon, title, description (cut when
 * `maxDescription` is given), Learn More. `priority` for a card whose image is the page's LCP
 * candidate (the first of the /services list); every other card's image loads lazily.
 */
export function ServiceCard({ service, maxDescription, headingLevel = 'h2', priority = false }: {
  service: ServiceListItem
  maxDescription?: number
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}) {
  const t = useMessages(messages)
  const lang = langOf(service, useLocale())
  return (
    <Card.Root h="full" variant="outline" borderColor="gray.200" _hover={{ boxShadow: 'md' }} overflow="hidden">
      {service.featuredImage && (
        <ResponsiveImage image={service.featuredImage} sizes={CARD_IMAGE_SIZES} priority={priority} w="100%" />
      )}
      <Card.Body gap="3">
        <Box bg="brand.50" color="brand.700" borderRadius="full" w="12" h="12" display="grid" placeItems="center">
          <ServiceIcon title={service.title} slug={service.slug} />
        </Box>
        <Heading as={headingLevel} {...lang} size="lg" color="gray.900">
          {service.title}
        </Heading>
        <Text {...lang} color="gray.700">
          {maxDescription ? truncate(service.description, maxDescription) : service.description}
        </Text>
      </Card.Body>
      <Card.Footer>
        <chakra.a asChild color="brand.700" fontWeight="semibold" textDecoration="underline" minH="24px"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}>
          <Link to="/services/$serviceSlug" params={{ serviceSlug: service.slug }}>
            {t.learnMore}{' '}<chakra.span srOnly>{t.about(service.title)}</chakra.span>
          </Link>
        </chakra.a>
      </Card.Footer>
    </Card.Root>
  )
}
