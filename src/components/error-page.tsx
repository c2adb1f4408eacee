import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'

/** Shown when a page fails to render: a plain explanation and a way to try again. */
export function ErrorPage() {
  return (
    <Box maxW="2xl" mx="auto" px="6" py="20" textAlign="center" role="alert">
      <Heading as="h1" size="2xl" mb="4">Something went wrong</Heading>
      <Text color="gray.700" mb="8">
        This page could not be shown. Please try again, or contact us if the problem continues.
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>Reload Page</Button>
    </Box>
  )
}
