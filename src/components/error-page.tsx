import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    heading: 'Something went wrong',
    explanation: 'This page could not be shown. Please try again, or contact us if the problem continues.',
    reload: 'Reload Page',
  },
  es: {
    heading: 'Algo salió mal',
    explanation: 'No pudimos mostrar esta página. Por favor, inténtelo de nuevo. Si el problema continúa, comuníquese con nosotros.',
    reload: 'Volver a cargar la página',
  },
})

/** Shown when a page fails to render: a plain explanation and a way to try again. */
export function ErrorPage() {
  const t = useMessages(messages)
  return (
    <Box maxW="2xl" mx="auto" px="6" py="20" textAlign="center" role="alert">
      <Heading as="h1" size="2xl" mb="4">{t.heading}</Heading>
      <Text color="gray.700" mb="8">
        {t.explanation}
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>{t.reload}</Button>
    </Box>
  )
}
