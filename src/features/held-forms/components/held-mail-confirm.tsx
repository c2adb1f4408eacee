import { Link } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { heldMailMessages } from '../held-mail-messages'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: {
    send: 'Confirm and send my form',
    brokenLink: 'This link is incomplete. Please use the full link from your email.',
    goHome: 'Go to Home',
  },
  es: {
    send: 'Confirmar y enviar mi formulario',
    brokenLink: 'Este enlace está incompleto. Por favor, use el enlace completo de su correo electrónico.',
    goHome: 'Ir al inicio',
  },
})

/**
 * The page a held form's mail links to (contract/held.ts): opening it changes nothing (mail
 * scanners open every link); its button posts the form { token, lang } natively to /api, with or
 * without JavaScript, and the answer is the form's result page.
 */
export function HeldMailConfirm({ token }: { token: string | undefined }) {
  const { title, question } = useMessages(heldMailMessages)
  const t = useMessages(messages)
  const locale = useLocale()
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size="2xl" color="brand.800">{title}</Heading>
      {token ? (
        <form method="post" action="/api/held/confirm">
          <Text mt="4">{question}</Text>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="lang" value={locale} />
          <Button type="submit" mt="6" colorPalette="brand">{t.send}</Button>
        </form>
      ) : (
        <Text mt="4" role="alert">{t.brokenLink}</Text>
      )}
      <HStack mt="10" gap="3" justify="center" wrap="wrap">
        <LinkButton asChild variant="outline" colorPalette="brand">
          <Link to="/">{t.goHome}</Link>
        </LinkButton>
      </HStack>
    </Container>
  )
}
