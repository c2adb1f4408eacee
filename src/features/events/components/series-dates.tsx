import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { registrationState, useAvailabilityText } from './event-facts'

const messages = defineMessages({
  en: { heading: 'Upcoming Dates', none: 'No dates are planned at the moment. Please check back soon.' },
  es: { heading: 'Próximas fechas', none: 'Por ahora no hay fechas previstas. Vuelva a consultar pronto.' },
})

/**
 * A series' upcoming dates (cancelled ones included, marked so): each its day and time, linking
 * to the date's own page, and its seats left, 'Full' or 'Cancelled'.
 */
export function SeriesDates({ dates }: { dates: readonly Event[] }) {
  const t = useMessages(messages)
  const locale = useLocale()
  const availability = useAvailabilityText()
  return (
    <Box as="section" aria-labelledby="series-dates-heading">
      <Heading as="h2" id="series-dates-heading" size="xl" color="brand.800" mb="3">{t.heading}</Heading>
      {dates.length === 0 ? <Text>{t.none}</Text> : (
        <Stack as="ul" listStyleType="none" gap="2">
          {dates.map((date) => {
            const state = registrationState(date)
            return (
              <Box as="li" key={date.id} display="flex" flexWrap="wrap" justifyContent="space-between" gap="2" p="4"
                borderWidth="1px" borderRadius="lg" bg={state === 'cancelled' ? 'gray.50' : 'white'}>
                <ChakraLink asChild color="brand.fg" fontWeight="semibold"
                  textDecoration={state === 'cancelled' ? 'line-through' : undefined}>
                  <Link to="/events/$slug" params={{ slug: date.slug }}>
                    {formatLongDate(date.eventDate, locale)}, {formatTime(date.eventDate, locale)}
                  </Link>
                </ChakraLink>
                <Text fontWeight="semibold" color={state === 'open' ? 'brand.fg' : state === 'full' || state === 'cancelled' ? 'red.700' : 'fg'}>
                  {availability(date)}
                </Text>
              </Box>
            )
          })}
        </Stack>
      )}
    </Box>
  )
}
