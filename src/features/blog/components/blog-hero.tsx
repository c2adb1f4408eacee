import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    title: 'Our Blog',
    intro: 'News, success stories and insights from our community of families, staff and partners.',
  },
  es: {
    title: 'Nuestro blog',
    intro: 'Noticias, historias de éxito e ideas de nuestra comunidad de familias, personal y aliados.',
  },
})

/** The banner of the blog list; holds the page's h1. */
export function BlogHero() {
  const t = useMessages(messages)
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="4xl" textAlign="center">
        <Heading as="h1" tabIndex={-1} size={{ base: '3xl', md: '5xl' }} outline="none">
          {t.title}
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
          {t.intro}
        </Text>
      </Container>
    </Box>
  )
}
