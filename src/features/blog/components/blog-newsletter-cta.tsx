import { Box } from '@chakra-ui/react/box'
import { Badge } from '@chakra-ui/react/badge'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { blogCategories } from './blog-categories'

/** Below the grid: the newsletter call to action (to /#newsletter) and the four categories. */
export function BlogNewsletterCta() {
  return (
    <Box as="section" aria-labelledby="blog-newsletter-heading" mt="16" p={{ base: '6', md: '10' }} bg="brand.50" borderRadius="xl" textAlign="center">
      <Heading as="h2" id="blog-newsletter-heading" size="2xl" color="brand.800">
        Never Miss an Update
      </Heading>
      <Text mt="3" color="fg.muted" maxW="2xl" mx="auto">
        Subscribe to our newsletter for new posts, upcoming events and stories from the families we serve.
      </Text>
      <LinkButton asChild mt="6" colorPalette="brand">
        <a href="/#newsletter">Subscribe to Our Newsletter</a>
      </LinkButton>
      <Heading as="h3" size="md" mt="10" color="brand.800">
        Categories
      </Heading>
      <HStack as="ul" listStyleType="none" mt="3" gap="3" justify="center" wrap="wrap">
        {blogCategories.map((c) => (
          <li key={c.value}>
            <Badge colorPalette="brand" variant="solid" size="lg">
              {c.label}
            </Badge>
          </li>
        ))}
      </HStack>
    </Box>
  )
}
