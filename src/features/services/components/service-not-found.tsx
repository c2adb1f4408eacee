import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'

/** SPEC §8: 'Service Not Found' with why, and a way back. */
export function ServiceNotFound({ reason }: { reason: 'failed' | 'missing' }) {
  return (
    <Box maxW="2xl" mx="auto" px="6" py="20" textAlign="center">
      <Heading as="h1" size="3xl" mb="4" color="gray.900">
        Service Not Found
      </Heading>
      <Text fontSize="lg" color="gray.700" mb="8">
        {reason === 'failed' ? 'Failed to load service details' : 'The requested service could not be found.'}
      </Text>
      <LinkButton asChild colorPalette="brand">
        <Link to="/services">Back to Services</Link>
      </LinkButton>
    </Box>
  )
}
