import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { servicesMessages } from '@/features/services/messages'

const messages = defineMessages({
  en: {
    title: 'Service Not Found',
    failed: 'Failed to load service details',
    missing: 'The requested service could not be found.',
  },
  es: {
    title: 'Servicio no encontrado',
    failed: 'No se pudieron cargar los detalles del servicio',
    missing: 'No encontramos el servicio que busca.',
  },
})

/** SPEC §8: 'Service Not Found' with why, and a way back. */
export function ServiceNotFound({ reason }: { reason: 'failed' | 'missing' }) {
  const t = useMessages(messages)
  const shared = useMessages(servicesMessages)
  return (
    <Box maxW="2xl" mx="auto" px="6" py="20" textAlign="center">
      <Heading as="h1" size="3xl" mb="4" color="gray.900">
        {t.title}
      </Heading>
      <Text fontSize="lg" color="gray.700" mb="8">
        {reason === 'failed' ? t.failed : t.missing}
      </Text>
      <LinkButton asChild colorPalette="brand">
        <Link to="/services">{shared.backToServices}</Link>
      </LinkButton>
    </Box>
  )
}
