import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { Stack } from '@chakra-ui/react/stack'
import { LinkButton } from '@/components/ui/link-button'

/** The page for any path the site does not have. */
export function NotFoundPage() {
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl" mb="4">
        Page Not Found
      </Heading>
      <Text color="fg.muted" mb="8">
        Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
        <LinkButton asChild colorPalette="brand">
          <Link to="/">Go to Home</Link>
        </LinkButton>
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/services">View Our Services</Link>
        </LinkButton>
      </Stack>
    </Box>
  )
}
