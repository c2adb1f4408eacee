import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { usePageContent } from '@/lib/site-content'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'
import { VALUES_HEADING_ID } from '@/features/home/section-ids'

/** Commitment statement and the four values. */
export function ValuesSection() {
  const page = usePageContent('home')
  const { commitment, values } = page.document
  const lang = langOf(page, useLocale())
  return (
    <Box as="section" {...lang} aria-labelledby={VALUES_HEADING_ID} py="16" px="6" bg="white">
      <Box maxW="3xl" mx="auto" textAlign="center" mb="10">
        <Heading as="h2" id={VALUES_HEADING_ID} size="2xl" mb="4" color="brand.900">{commitment.title}</Heading>
        <Text fontSize="lg" color="gray.800">{commitment.text}</Text>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" maxW="7xl" mx="auto">
        {values.map((value) => (
          <Box as="li" key={value.title} p="6" borderRadius="lg" bg="brand.50" borderTopWidth="4px" borderColor="brand.600">
            <Heading as="h3" size="lg" mb="2" color="brand.900">{value.title}</Heading>
            <Text color="gray.800">{value.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}
