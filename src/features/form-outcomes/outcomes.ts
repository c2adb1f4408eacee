import { defineMessages } from '@/i18n/messages'

/**
 * What happened to a public form the browser sent itself (issue 56: before the app had started, or
 * without JavaScript): the API answers such a post 303 to /forms/<outcome> (supabase/functions/
 * _shared/http/form-post.ts). Prerendered in both languages (entry-server.tsx FORM_RESULT_PAGES).
 * A form sent without the proof-of-work check is held: its page (`held`) sends it once the app runs there.
 */
export const FORM_OUTCOMES = [
  'contact-sent', 'contact-invalid', 'newsletter-sent', 'newsletter-invalid', 'registration-sent', 'registration-refused',
  'waitlist-sent', 'waitlist-refused', 'event-invalid', 'application-sent', 'application-invalid', 'application-refused', 'try-later',
  'held', 'held-expired',
] as const
export type Outcome = (typeof FORM_OUTCOMES)[number]

export const isOutcome = (value: string): value is Outcome => (FORM_OUTCOMES as readonly string[]).includes(value)

/**
 * Each outcome page's title, which its head needs before the page's code has loaded; the rest of
 * its words come with that code (components/form-outcome-page.tsx), not in every page's first load.
 */
export const outcomeTitles = defineMessages<Record<Outcome, string>>({
  en: {
    'contact-sent': 'Message Sent!',
    'contact-invalid': 'Your message was not sent',
    'newsletter-sent': 'Success!',
    'newsletter-invalid': 'Failed to subscribe',
    'registration-sent': 'Registration Successful!',
    'registration-refused': 'Registration Failed',
    'waitlist-sent': "You're on the Waitlist",
    'waitlist-refused': 'Could Not Join the Waitlist',
    'event-invalid': 'Your registration was not sent',
    'application-sent': 'Application Sent!',
    'application-invalid': 'Your application was not sent',
    'application-refused': 'Your application was not sent',
    'try-later': 'Your form was not sent',
    held: 'Almost done: please confirm your form',
    'held-expired': 'This link has expired',
  },
  es: {
    'contact-sent': '¡Mensaje enviado!',
    'contact-invalid': 'Su mensaje no se envió',
    'newsletter-sent': '¡Listo!',
    'newsletter-invalid': 'No pudimos completar su suscripción',
    'registration-sent': '¡Inscripción exitosa!',
    'registration-refused': 'No se pudo completar la inscripción',
    'waitlist-sent': 'Está en la lista de espera',
    'waitlist-refused': 'No pudimos agregarle a la lista de espera',
    'event-invalid': 'Su inscripción no se envió',
    'application-sent': '¡Solicitud enviada!',
    'application-invalid': 'Su solicitud no se envió',
    'application-refused': 'Su solicitud no se envió',
    'try-later': 'Su formulario no se envió',
    held: 'Casi listo: confirme su formulario',
    'held-expired': 'Este enlace ya no es válido',
  },
})
