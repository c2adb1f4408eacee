import { defineMessages } from '@/i18n/messages'

/**
 * The titles of an unknown event's and series' pages, which their routes' heads need before the
 * page's code has loaded; the rest of the events' words come with that code (messages.ts), not in
 * every page's first load.
 */
export const notFoundTitles = defineMessages({
  en: { event: 'Event Not Found', series: 'Series Not Found' },
  es: { event: 'Evento no encontrado', series: 'Serie no encontrada' },
})
