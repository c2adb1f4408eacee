import { useController, type Control } from 'react-hook-form'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { chakra } from '@chakra-ui/react/styled-system'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import type { SeriesRegistrationRequest, seriesRegistrationRequestSchema } from '@contract/series.ts'
import type { z } from 'zod'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { registrationState, useAvailabilityText } from './event-facts'

/** The series registration's values as the form holds them (the contract's input). */
export type SeriesFormValues = z.input<typeof seriesRegistrationRequestSchema>

const messages = defineMessages({
  en: {
    legend: 'Choose dates',
    help: 'Tick every date you would like to come to. Full and cancelled dates cannot be chosen.',
  },
  es: {
    legend: 'Elija las fechas',
    help: 'Marque cada fecha a la que quiera venir. Las fechas llenas o canceladas no se pueden elegir.',
  },
})

/**
 * "Choose dates": a checkbox per date, named `eventIds` with the date's id as its value, so the
 * browser's own post (before the app has started) sends every ticked date as the API reads them.
 * Only open dates can be ticked; the others say why in their label.
 */
export function SeriesDateChoice({ dates, control }: { dates: readonly Event[]; control: Control<SeriesFormValues, unknown, SeriesRegistrationRequest> }) {
  const t = useMessages(messages)
  const locale = useLocale()
  const availability = useAvailabilityText()
  const { field, fieldState } = useController({ name: 'eventIds', control })
  const chosen = field.value ?? []
  const error = fieldState.error?.message
  // focus goes to the first date that can be chosen when none was
  const first = dates.find((date) => registrationState(date) === 'open')
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id))
  return (
    // a plain fieldset, as the events filter's (the public theme carries no Fieldset recipe)
    <chakra.fieldset aria-describedby={error ? 'series-dates-help series-dates-error' : 'series-dates-help'}>
      <chakra.legend fontWeight="semibold">{t.legend}</chakra.legend>
      <Text id="series-dates-help" fontSize="sm" color="fg.muted">{t.help}</Text>
      <Stack gap="1" mt="2">
        {dates.map((date) => {
          const open = registrationState(date) === 'open'
          return (
            <HStack as="label" key={date.id} gap="3" minH="44px" cursor={open ? 'pointer' : 'not-allowed'} color={open ? 'fg' : 'fg.muted'}>
              <chakra.input type="checkbox" name="eventIds" value={date.id} disabled={!open} w="5" h="5" flexShrink="0" accentColor="brand.700"
                checked={open && chosen.includes(date.id)} onChange={(e) => toggle(date.id, e.currentTarget.checked)} onBlur={field.onBlur}
                ref={date === first ? field.ref : undefined} />
              <Text as="span">
                {formatLongDate(date.eventDate, locale)}, {formatTime(date.eventDate, locale)}
                <Text as="span" fontWeight="semibold">{' · '}{availability(date)}</Text>
              </Text>
            </HStack>
          )
        })}
      </Stack>
      {error && <Text id="series-dates-error" mt="1" fontSize="sm" color="red.700">{error}</Text>}
    </chakra.fieldset>
  )
}
