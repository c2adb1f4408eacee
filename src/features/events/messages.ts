import { defineMessages } from '@/i18n/messages'

/** Words several events pages share: the event's facts, its registration states and the links onward. */
export const eventsMessages = defineMessages({
  en: {
    date: 'Date: ',
    time: 'Time: ',
    location: 'Location: ',
    backToEvents: 'Back to Events',
    viewEventDetails: 'View Event Details',
    browseAllEvents: 'Browse All Events',
    contactUs: 'Contact Us',
    registerNow: 'Register Now',
    joinWaitlist: 'Join the Waitlist',
    eventFull: 'Event Full',
    registrationClosed: 'Registration Closed',
    tryAgainLater: 'Please try again later.',
  },
  es: {
    date: 'Fecha: ',
    time: 'Hora: ',
    location: 'Lugar: ',
    backToEvents: 'Volver a los eventos',
    viewEventDetails: 'Ver detalles del evento',
    browseAllEvents: 'Ver todos los eventos',
    contactUs: 'Contáctenos',
    registerNow: 'Inscribirse ahora',
    joinWaitlist: 'Unirse a la lista de espera',
    eventFull: 'Evento lleno',
    registrationClosed: 'Inscripción cerrada',
    tryAgainLater: 'Por favor, inténtelo de nuevo más tarde.',
  },
})

/** Words the series page and the pages of its dates share (issue 61). */
export const seriesMessages = defineMessages({
  en: {
    allDates: 'All dates in this series',
    seriesNotFoundText: "The event series you're looking for doesn't exist or may have been removed.",
  },
  es: {
    allDates: 'Todas las fechas de esta serie',
    seriesNotFoundText: 'La serie de eventos que busca no existe o ya no está disponible.',
  },
})
