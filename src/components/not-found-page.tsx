import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { Stack } from '@chakra-ui/react/stack'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    heading: 'Page Not Found',
    explanation: "Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    goHome: 'Go to Home',
    viewServices: 'View Our Services',
  },
  es: {
    heading: 'Página no encontrada',
    explanation: 'Lo sentimos, no encontramos la página que busca. Es posible que la página haya cambiado de lugar o que la dirección tenga un error.',
    goHome: 'Ir al inicio',
    viewServices: 'Ver nuestros servicios',
  },
})

/** The page for any path the site does not have. */
export function NotFoundPage() {
  const t = useMessages(messages)
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl" mb="4">
        {t.heading}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t.explanation}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
        <LinkButton asChild colorPalette="brand">
          <Link to="/">{t.goHome}</Link>
        </LinkButton>
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/services">{t.viewServices}</Link>
        </LinkButton>
      </Stack>
    </Box>
  )
}
