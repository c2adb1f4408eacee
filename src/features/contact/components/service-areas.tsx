import { Box } from '@chakra-ui/react/box'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { useSite } from '@/lib/site-content'

/** The grid of New Jersey counties served, with the note about other counties. */
export function ServiceAreas() {
  const counties = useSite().settings.serviceCounties
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 5 }} gap="3">
        {counties.map((county) => (
          <Box as="li" key={county} p="3" textAlign="center" borderWidth="1px" borderRadius="md" bg="bg">
            {county} County
          </Box>
        ))}
      </SimpleGrid>
      <Text mt="6" textAlign="center" color="fg.muted">
        Live in another county? Contact us: we may still be able to help or connect you with a provider near you.
      </Text>
    </>
  )
}
