import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'

/** The banner of the blog list; holds the page's h1. */
export function BlogHero() {
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="4xl" textAlign="center">
        <Heading as="h1" tabIndex={-1} size={{ base: '3xl', md: '5xl' }} outline="none">
          Our Blog
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
          News, success stories and insights from our community of families, staff and partners.
        </Text>
      </Container>
    </Box>
  )
}
