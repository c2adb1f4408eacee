import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { useServices } from '@/features/services/api/services'
import { ServiceIcon } from '@/features/services/components/service-icon'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'
import { truncate } from '@/lib/format/truncate'
import { servicesMessages } from '@/features/services/messages'
import { useMessages } from '@/i18n/messages'

const tileStyle = {
  display: 'flex',
  gap: '3',
  p: '3',
  borderRadius: 'md',
  textDecoration: 'none',
  color: 'gray.800',
  _hover: { bg: 'brand.50' },
  _currentPage: { bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
} as const

/** The desktop mega-menu's content: All Services, then every service in three columns (SPEC §2). */
export function ServicesMenuPanel() {
  const services = useServices()
  const t = useMessages(servicesMessages)
  const locale = useLocale()

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="4">
        <Text fontWeight="semibold" fontSize="lg" color="brand.800">
          {t.ourServices}
        </Text>
        <chakra.span asChild fontWeight="semibold" color="brand.700" textDecoration="underline" px="2" py="1">
          <Link to="/services">{t.allServices}</Link>
        </chakra.span>
      </Flex>
      {services.isPending ? (
        <SimpleGrid columns={3} gap="3" role="status" aria-busy="true" aria-label={t.loadingServicesLabel}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="16" borderRadius="md" data-testid="service-tile-placeholder" />
          ))}
        </SimpleGrid>
      ) : services.isError ? (
        <Text color="red.700">{t.failedToLoad}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={3} gap="2">
          {/* Keyed by address: the build's list and the API's may give a service different ids, and a
              tile keyed by id would be replaced, focus and all, when the fresher list arrives. */}
          {services.data.map((service) => (
            <li key={service.slug}>
              <chakra.a asChild {...tileStyle}>
                <Link to="/services/$serviceSlug" params={{ serviceSlug: service.slug }}>
                  <ServiceIcon title={service.title} slug={service.slug} color="brand.600" flexShrink={0} mt="0.5" />
                  <span {...langOf(service, locale)}>
                    <Text as="span" display="block" fontWeight="semibold">
                      {service.title}
                    </Text>
                    <Text as="span" display="block" fontSize="sm" color="gray.600">
                      {truncate(service.description, 60)}
                    </Text>
                  </span>
                </Link>
              </chakra.a>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  )
}
