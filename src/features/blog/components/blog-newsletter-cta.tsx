import { Box } from '@chakra-ui/react/box'
import { Badge } from '@chakra-ui/react/badge'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { pathIn } from '@/i18n/locale'
import { useLocale } from '@/i18n/use-locale'
import { blogMessages } from '../messages'
import { blogCategories } from './blog-categories'

const messages = defineMessages({
  en: {
    title: 'Never Miss an Update',
    text: 'Subscribe to our newsletter for new posts, upcoming events and stories from the families we serve.',
    subscribe: 'Subscribe to Our Newsletter',
    categories: 'Categories',
  },
  es: {
    title: 'No se pierda ninguna novedad',
    text: 'Suscríbase a nuestro boletín para recibir nuevas publicaciones, próximos eventos e historias de las familias que atendemos.',
    subscribe: 'Suscríbase a nuestro boletín',
    categories: 'Categorías',
  },
})

/** Below the grid: the newsletter call to action (to /#newsletter, /es#newsletter) and the four categories. */
export function BlogNewsletterCta() {
  const locale = useLocale()
  const t = useMessages(messages)
  const { categories } = useMessages(blogMessages)
  return (
    <Box as="section" aria-labelledby="blog-newsletter-heading" mt="16" p={{ base: '6', md: '10' }} bg="brand.50" borderRadius="xl" textAlign="center">
      <Heading as="h2" id="blog-newsletter-heading" size="2xl" color="brand.800">
        {t.title}
      </Heading>
      <Text mt="3" color="fg.muted" maxW="2xl" mx="auto">
        {t.text}
      </Text>
      <LinkButton asChild mt="6" colorPalette="brand">
        <a href={`${pathIn(locale, '/')}#newsletter`}>{t.subscribe}</a>
      </LinkButton>
      <Heading as="h3" size="md" mt="10" color="brand.800">
        {t.categories}
      </Heading>
      <HStack as="ul" listStyleType="none" mt="3" gap="3" justify="center" wrap="wrap">
        {blogCategories.map((category) => (
          <li key={category}>
            <Badge colorPalette="brand" variant="solid" size="lg">
              {categories[category]}
            </Badge>
          </li>
        ))}
      </HStack>
    </Box>
  )
}
