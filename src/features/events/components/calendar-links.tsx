import { HStack } from '@chakra-ui/react/stack'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { feedPath } from '@contract/feeds.ts'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { pathIn } from '@/i18n/locale'
import { useLocale } from '@/i18n/use-locale'
import { siteOrigin } from '@/lib/seo'
import { calendarSubscriptionUrl, googleCalendarUrl, outlookCalendarUrl } from './calendar-urls'

const messages = defineMessages({
  en: {
    subscribe: 'Subscribe to calendar',
    subscribeWhere: '(opens in your calendar app)',
    download: 'Download calendar (.ics)',
    google: 'Add to Google Calendar',
    outlook: 'Add to Outlook',
    opensInNewTab: '(opens in a new tab)',
  },
  es: {
    subscribe: 'Suscribirse al calendario',
    subscribeWhere: '(se abre en su aplicación de calendario)',
    download: 'Descargar calendario (.ics)',
    google: 'Agregar a Google Calendar',
    outlook: 'Agregar a Outlook',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
})

/** The events list's calendar: subscribe (webcal:, followed by calendar apps) or download the .ics, in the page's language. */
export function CalendarSubscribeLinks() {
  const t = useMessages(messages)
  const locale = useLocale()
  return (
    <HStack justify="center" gap="3" wrap="wrap" mt="4">
      <LinkButton asChild variant="outline" colorPalette="brand">
        <a href={calendarSubscriptionUrl(siteOrigin(), locale)}>
          {t.subscribe}{' '}<Text as="span" srOnly>{t.subscribeWhere}</Text>
        </a>
      </LinkButton>
      <LinkButton asChild variant="outline" colorPalette="brand">
        <a href={feedPath('calendar', locale)} download>{t.download}</a>
      </LinkButton>
    </HStack>
  )
}

/** One event into Google Calendar or Outlook on the web (each opens in a new tab, announced). */
export function AddEventLinks({ event }: { event: Event }) {
  const t = useMessages(messages)
  const locale = useLocale()
  const pageUrl = `${siteOrigin()}${pathIn(locale, `/events/${event.slug}`)}`
  const links = [
    { label: t.google, href: googleCalendarUrl(event, pageUrl) },
    { label: t.outlook, href: outlookCalendarUrl(event, pageUrl) },
  ]
  return (
    <HStack gap="4" wrap="wrap">
      {links.map(({ label, href }) => (
        <ChakraLink key={label} href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
          {label}{' '}<Text as="span" srOnly>{t.opensInNewTab}</Text>
        </ChakraLink>
      ))}
    </HStack>
  )
}
