import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ServiceListItem } from '@contract/services.ts'
import { ServiceIcon } from '@/features/services/components/service-icon'
import { truncate } from '@/lib/format/truncate'

/** One service as a card: icon, title, description (cut when `maxDescription` is given), Learn More. */
export function ServiceCard({ service, maxDescription, headingLevel = 'h2' }: {
  service: ServiceListItem
  maxDescription?: number
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <Card.Root h="full" variant="outline" borderColor="gray.200" _hover={{ boxShadow: 'md' }}>
      <Card.Body gap="3">
        <Box bg="brand.50" color="brand.700" borderRadius="full" w="12" h="12" display="grid" placeItems="center">
          <ServiceIcon title={service.title} />
        </Box>
        <Heading as={headingLevel} size="lg" color="gray.900">
          {service.title}
        </Heading>
        <Text color="gray.700">
          {maxDescription ? truncate(service.description, maxDescription) : service.description}
        </Text>
      </Card.Body>
      <Card.Footer>
        <chakra.a asChild color="brand.700" fontWeight="semibold" textDecoration="underline" minH="24px"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}>
          <Link to="/services/$serviceSlug" params={{ serviceSlug: service.slug }}>
            Learn More{' '}<chakra.span srOnly>about {service.title}</chakra.span>
          </Link>
        </chakra.a>
      </Card.Footer>
    </Card.Root>
  )
}
