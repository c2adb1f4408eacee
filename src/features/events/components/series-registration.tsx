import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import type { Event } from '@contract/events.ts'
import type { PublicSeries, SeriesRegistered, SeriesRegistrationRequest } from '@contract/series.ts'
import { ApiError } from '@/lib/http'
import { lazyResolver } from '@/lib/lazy-resolver'
import { formatLongDate, formatTime } from '@/lib/format/date'
import { defineMessages, useMessages, wordsIn } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import type { Locale } from '@/i18n/locale'
import { useRegisterForSeries } from '../api/register-for-series'
import { registrationState } from './event-facts'
import { REGISTRATION_WORDING, RegistrationForm, type RegistrationExtension } from './registration-form'
import { SeriesDateChoice, type SeriesFormValues } from './series-date-choice'

// The page is served whole: zod and the schema load when the visitor turns to the form.
const seriesValidation = lazyResolver<SeriesFormValues, unknown, SeriesRegistrationRequest>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@contract/series.ts')]).then(([{ zodResolver }, { seriesRegistrationRequestSchema }]) =>
    zodResolver(seriesRegistrationRequestSchema),
  ),
)

const messages = defineMessages({
  en: {
    heading: 'Register for Several Dates',
    intro: 'Registration is free. Choose the dates you would like to come to, then fill in your details once: each date gets its own place.',
    requiredNote: 'Fields marked with * are required.',
    noneOpen: 'No date of this series is open for registration right now. A full date may still have a waitlist: open it from the list above.',
    // after the API's reason (full, closed, already registered), the dates it names: "Saturday, January 9, 2027, 10:00 AM EST and …"
    dropDates: (dates: string) => `Dates to remove: ${dates}.`,
    and: ' and ',
  },
  es: {
    heading: 'Inscribirse en varias fechas',
    intro: 'La inscripción es gratis. Elija las fechas a las que quiere venir y escriba sus datos una sola vez: cada fecha tiene su propio lugar.',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    noneOpen: 'Ahora mismo ninguna fecha de esta serie está abierta para inscribirse. Una fecha llena puede tener lista de espera: ábrala desde la lista de arriba.',
    dropDates: (dates: string) => `Fechas que debe quitar: ${dates}.`,
    and: ' y ',
  },
})

/**
 * A 409's reason and the dates it names (its `full` ids) as the page shows them, so the visitor
 * knows which to untick; null when the answer names none of the page's dates.
 */
export function datesToDrop(error: unknown, dates: readonly Event[], locale: Locale): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.body?.full)) return null
  const full = new Set(error.body.full)
  const named = dates.filter((date) => full.has(date.id)).map((date) => `${formatLongDate(date.eventDate, locale)}, ${formatTime(date.eventDate, locale)}`)
  if (named.length === 0) return null
  const t = wordsIn(messages, locale)
  const list = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')}${t.and}${named.at(-1)}`
  return `${error.serverMessage ?? ''} ${t.dropDates(list)}`.trim()
}

/** What the visitor registered: their details and each date's registration, for the confirmation. */
export interface SeriesConfirmation {
  values: SeriesRegistrationRequest
  registered: SeriesRegistered
}

/**
 * "Register for several dates" on a series' page (issue 61): the dates to choose, then the
 * registration's own fields, sent as one POST /api/series/{slug}/register (all the dates or none).
 * Posted by the browser itself before the app has started, it goes to the same address.
 */
export function SeriesRegistration({ series, onRegistered }: { series: PublicSeries; onRegistered: (confirmation: SeriesConfirmation) => void }) {
  const t = useMessages(messages)
  const locale = useLocale()
  const mutation = useRegisterForSeries(series.slug)
  const anyOpen = series.upcoming.some((date) => registrationState(date) === 'open')
  const extension: RegistrationExtension<SeriesFormValues, SeriesRegistrationRequest> = {
    validation: seriesValidation,
    defaults: { eventIds: [] },
    leading: (form) => <SeriesDateChoice dates={series.upcoming} control={form.control} />,
    fields: ['eventIds'],
    failure: (error) => datesToDrop(error, series.upcoming, locale) ?? undefined,
  }
  return (
    <Box as="section" aria-labelledby="registration-form-heading" p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="xl" bg="white" shadow="sm">
      <Heading as="h2" id="registration-form-heading" size="xl" color="brand.800" mb="2">{t.heading}</Heading>
      {anyOpen ? (
        <>
          <Text mb="2">{t.intro}</Text>
          <Text mb="6" color="fg.muted" fontSize="sm">{t.requiredNote}</Text>
          <RegistrationForm
            action={`/api/series/${encodeURIComponent(series.slug)}/register`}
            mutation={mutation}
            wording={REGISTRATION_WORDING}
            extension={extension}
            onDone={(values, registered) => onRegistered({ values, registered })}
          />
        </>
      ) : (
        <Text>{t.noneOpen}</Text>
      )}
    </Box>
  )
}
