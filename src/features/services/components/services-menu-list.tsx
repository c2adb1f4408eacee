import { Link } from '@tanstack/react-router'
import { Skeleton } from '@chakra-ui/react/skeleton'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { useServices } from '@/features/services/api/services'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'
import { servicesMessages } from '@/features/services/messages'
import { useMessages } from '@/i18n/messages'

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  minH: '44px',
  px: '3',
  borderRadius: 'md',
  color: 'gray.800',
  textDecoration: 'none',
  _hover: { bg: 'brand.50' },
  _currentPage: { color: 'brand.700', fontWeight: 'semibold', bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
} as const

/** The mobile drawer's Services section: All Services and one link per service. */
export function ServicesMenuList() {
  const services = useServices()
  const t = useMessages(servicesMessages)
  const locale = useLocale()
  return (
    <chakra.ul listStyleType="none" ps="3">
      <li>
        <chakra.a asChild {...linkStyle}>
          <Link to="/services" activeOptions={{ exact: true }}>
            {t.allServices}
          </Link>
        </chakra.a>
      </li>
      {services.isPending ? (
        <li aria-busy="true" aria-label={t.loadingServicesLabel}>
          <Stack gap="2" py="2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="8" />
            ))}
          </Stack>
        </li>
      ) : services.isError ? (
        <li>
          <Text color="red.700" px="3" py="2">
            {t.failedToLoad}
          </Text>
        </li>
      ) : (
        services.data.map((service) => (
          <li key={service.id} {...langOf(service, locale)}>
            <chakra.a asChild {...linkStyle}>
              <Link to="/services/$serviceSlug" params={{ serviceSlug: service.slug }}>
                {service.title}
              </Link>
            </chakra.a>
          </li>
        ))
      )}
    </chakra.ul>
  )
}
