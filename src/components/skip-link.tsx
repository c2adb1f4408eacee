import { chakra } from '@chakra-ui/react/styled-system'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { skipToMain: 'Skip to main content' },
  es: { skipToMain: 'Saltar al contenido principal' },
})

/** First focusable element on every page; visible when focused (WCAG 2.4.1). */
export function SkipLink() {
  const t = useMessages(messages)
  return (
    <chakra.a
      href="#main"
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="3"
      borderRadius="md"
      fontWeight="semibold"
      _focus={{ top: '4', outline: '3px solid', outlineColor: 'brand.900', outlineOffset: '2px' }}
      onClick={(event) => {
        event.preventDefault()
        const main = document.getElementById('main')
        main?.focus()
        main?.scrollIntoView()
      }}
    >
      {t.skipToMain}
    </chakra.a>
  )
}
