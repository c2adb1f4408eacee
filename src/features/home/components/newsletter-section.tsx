import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    heading: 'Stay Connected',
    text: 'News, events and stories from our community, a few times a year.',
  },
  es: {
    heading: 'Manténgase en contacto',
    text: 'Noticias, eventos e historias de nuestra comunidad, unas pocas veces al año.',
  },
})

export const NEWSLETTER_SECTION_ID = 'newsletter'

/** The #newsletter anchor the blog links to; the form itself comes from the newsletter feature. */
export function NewsletterSection({ form }: { form: ReactNode }) {
  const t = useMessages(messages)
  return (
    <Box as="section" id={NEWSLETTER_SECTION_ID} aria-labelledby="newsletter-heading" py="16" px="6" bg="brand.50" scrollMarginTop="24">
      <Box maxW="2xl" mx="auto" textAlign="center">
        <Heading as="h2" id="newsletter-heading" size="2xl" mb="3" color="brand.900">{t.heading}</Heading>
        <Text color="gray.800" mb="6">{t.text}</Text>
        {form}
      </Box>
    </Box>
  )
}
