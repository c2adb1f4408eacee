import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({ en: { loading: 'Loading event...' }, es: { loading: 'Cargando el evento...' } })

/** An event's page while its data loads (the detail and registration pages, and their routes' pending state). */
export function EventLoading() {
  const t = useMessages(messages)
  return <Text role="status" textAlign="center" py="16">{t.loading}</Text>
}
