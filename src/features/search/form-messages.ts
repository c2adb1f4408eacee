import { defineMessages } from '@/i18n/messages'

/**
 * The search form's words and the search page's title: the header's form and the route's head
 * need them on every page, so they stay apart from the results' words (messages.ts), which come
 * with the search page's own code.
 */
export const searchFormMessages = defineMessages({
  en: {
    title: 'Search',
    description: 'Search the site: our services, news, events, jobs, volunteering, resources and answers to common questions.',
    label: 'Search the site',
    submit: 'Search',
  },
  es: {
    title: 'Buscar',
    description: 'Busque en el sitio: nuestros servicios, noticias, eventos, empleos, voluntariado, recursos y respuestas a preguntas frecuentes.',
    label: 'Buscar en el sitio',
    submit: 'Buscar',
  },
})
