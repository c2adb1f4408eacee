import { defineMessages } from '@/i18n/messages'

/** Words several of the services' components share (menus, carousel, list and detail pages). */
export const servicesMessages = defineMessages({
  en: {
    ourServices: 'Our Services',
    allServices: 'All Services',
    loadingServices: 'Loading services...',
    /** The accessible name of a loading placeholder (no ellipsis). */
    loadingServicesLabel: 'Loading services',
    failedToLoad: 'Failed to load services',
    backToServices: 'Back to Services',
    contactUs: 'Contact Us',
  },
  es: {
    ourServices: 'Nuestros servicios',
    allServices: 'Todos los servicios',
    loadingServices: 'Cargando los servicios...',
    loadingServicesLabel: 'Cargando los servicios',
    failedToLoad: 'No se pudieron cargar los servicios',
    backToServices: 'Volver a los servicios',
    contactUs: 'Contáctenos',
  },
})
