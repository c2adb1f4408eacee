import type { Ref } from 'react'
import { Link } from '@tanstack/react-router'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { HStack } from '@chakra-ui/react/stack'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { careersMessages } from '../messages'

const messages = defineMessages({
  en: { sent: 'Application Sent!' },
  es: { sent: '¡Solicitud enviada!' },
})

/** After a 201: the server's message, which takes the focus so a screen reader reads it. */
export function ApplicationSent({ message, ref }: { message: string; ref: Ref<HTMLDivElement> }) {
  const t = useMessages(messages)
  const shared = useMessages(careersMessages)
  return (
    <Box>
      <Alert.Root ref={ref} tabIndex={-1} status="success" role="status" outline="none" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600' }}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t.sent}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack mt="6" gap="3" wrap="wrap">
        <LinkButton asChild colorPalette="brand" variant="outline">
          <Link to="/get-involved">{shared.backToGetInvolved}</Link>
        </LinkButton>
        <LinkButton asChild colorPalette="brand" variant="ghost">
          <Link to="/">{shared.goToHome}</Link>
        </LinkButton>
      </HStack>
    </Box>
  )
}
