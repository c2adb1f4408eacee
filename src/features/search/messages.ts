import { defineMessages } from '@/i18n/messages'

const quoted = (words: string) => `“${words}”`

/** The search page's and its results' words (its title and the form's are in form-messages.ts). */
export const searchMessages = defineMessages({
  en: {
    heading: 'Search',
    results: 'Search results',
    found: (count: number, words: string) =>
      count === 0 ? `No results for ${quoted(words)}` : `${count} ${count === 1 ? 'result' : 'results'} for ${quoted(words)}`,
    searching: 'Searching…',
    tooLong: 'Search words are too long: use at most 200 characters.',
    failed: 'Search is not available just now. Please try again in a moment.',
    noneHelp: 'Try other words or fewer of them. You can also:',
    browseServices: 'Browse our services',
    contactUs: 'Ask us: we are glad to help',
    kinds: {
      services: 'Service', posts: 'Blog post', events: 'Event', jobs: 'Job opening', 'volunteer-roles': 'Volunteer role',
      resources: 'Resource', faqs: 'Question', pages: 'Page',
    } as Record<string, string>,
    otherKind: 'Page',
  },
  es: {
    heading: 'Buscar',
    results: 'Resultados de la búsqueda',
    found: (count: number, words: string) =>
      count === 0 ? `No hay resultados para ${quoted(words)}` : `${count} ${count === 1 ? 'resultado' : 'resultados'} para ${quoted(words)}`,
    searching: 'Buscando…',
    tooLong: 'Las palabras de búsqueda son demasiado largas: use como máximo 200 caracteres.',
    failed: 'La búsqueda no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
    noneHelp: 'Pruebe con otras palabras o con menos palabras. También puede:',
    browseServices: 'Ver nuestros servicios',
    contactUs: 'Preguntarnos: con gusto le ayudamos',
    kinds: {
      services: 'Servicio', posts: 'Publicación del blog', events: 'Evento', jobs: 'Oferta de empleo', 'volunteer-roles': 'Voluntariado',
      resources: 'Recurso', faqs: 'Pregunta frecuente', pages: 'Página',
    } as Record<string, string>,
    otherKind: 'Página',
  },
})
