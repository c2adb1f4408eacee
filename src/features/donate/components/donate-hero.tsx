import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { useSite } from '@/lib/site-content'

/** The Donate page banner: its one h1 and SPEC's four statistics. */
export function DonateHero() {
  const stats = useSite().settings.statistics
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="5xl" textAlign="center">
        <Heading as="h1" tabIndex={-1} size={{ base: '3xl', md: '5xl' }} _focusVisible={{ outline: '2px solid white', outlineOffset: '4px' }}>
          Make a Difference Today
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="3xl" mx="auto">
          Your gift helps people with autism and developmental disabilities live full, independent lives in their
          communities across New Jersey.
        </Text>
        <SimpleGrid as="ul" listStyleType="none" mt="10" columns={{ base: 2, md: 4 }} gap="6">
          {stats.donate.map((stat) => (
            <Box as="li" key={stat.label}>
              <Text fontSize="3xl" fontWeight="bold">{stat.value}</Text>
              <Text color="brand.50">{stat.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
