import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { HeldConfirm } from '@/features/held-forms/components/held-confirm'
import { defineMessages, useMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'

/**
 * What happened to a public form the browser sent itself (issue 56: before the app had started, or
 * without JavaScript): the API answers such a post 303 to /forms/<outcome> (supabase/functions/
 * _shared/http/form-post.ts). Prerendered in both languages (entry-server.tsx FORM_RESULT_PAGES),
 * so the page reads without JavaScript; kept out of search engines and the sitemap. A form sent
 * without the proof-of-work check is held: its page (`held`) sends it once the app runs there.
 */
export const FORM_OUTCOMES = [
  'contact-sent', 'contact-invalid', 'newsletter-sent', 'newsletter-invalid', 'registration-sent', 'registration-refused',
  'waitlist-sent', 'waitlist-refused', 'event-invalid', 'application-sent', 'application-invalid', 'application-refused', 'try-later',
  'held', 'held-expired',
] as const
type Outcome = (typeof FORM_OUTCOMES)[number]
type Words = { title: string; text: string }
type Back = '/contact' | '/' | '/events' | '/get-involved'
/** Where the page's link leads: back to the form's page, or to the list its page is in. */
const BACK: Record<Outcome, Back> = {
  'contact-sent': '/', 'contact-invalid': '/contact', 'newsletter-sent': '/', 'newsletter-invalid': '/',
  'registration-sent': '/events', 'registration-refused': '/events', 'waitlist-sent': '/events', 'waitlist-refused': '/events',
  'event-invalid': '/events', 'application-sent': '/get-involved', 'application-invalid': '/get-involved',
  'application-refused': '/get-involved', 'try-later': '/', held: '/', 'held-expired': '/',
}

const messages = defineMessages<Record<Outcome, Words> & { links: Record<Back, string> }>({
  en: {
    'contact-sent': { title: 'Message Sent!', text: "Thank you for contacting us. We'll get back to you within 24 hours." },
    'contact-invalid': {
      title: 'Your message was not sent',
      text: 'Please go back and check the form: your name needs at least 2 characters, your email address must be valid, the subject needs at least 5 characters and the message at least 10.',
    },
    'newsletter-sent': { title: 'Success!', text: 'Almost done! Check your email and confirm your subscription.' },
    'newsletter-invalid': { title: 'Failed to subscribe', text: 'Please go back and enter a valid email address.' },
    'registration-sent': { title: 'Registration Successful!', text: "You'll receive a confirmation email shortly." },
    'registration-refused': {
      title: 'Registration Failed',
      text: "This event is full or its registration has closed. The event's page says whether you can join its waitlist.",
    },
    'waitlist-sent': { title: "You're on the Waitlist", text: "We'll email you as soon as seats free up." },
    'waitlist-refused': {
      title: 'Could Not Join the Waitlist',
      text: "This email address is already on the waitlist or registered for this event, the event has seats again (please register instead), or registration has closed. The event's page has the details.",
    },
    'event-invalid': {
      title: 'Your registration was not sent',
      text: 'Please go back and check the form: your name needs at least 2 characters, your email address must be valid, and up to 5 guests may come with you.',
    },
    'application-sent': { title: 'Application Sent!', text: 'Thank you for applying. We have sent a confirmation to your e-mail address.' },
    'application-invalid': {
      title: 'Your application was not sent',
      text: 'Please go back and check the form: your name needs at least 2 characters, your email address must be valid, a phone number we can reach you on, how you heard about us, when you are available, and for a job your resume as a PDF or Word (.docx) file of 5 MB or less.',
    },
    'application-refused': {
      title: 'Your application was not sent',
      text: 'This job opening has closed, or you have already applied for it with this e-mail address.',
    },
    'try-later': { title: 'Your form was not sent', text: 'Something went wrong, or too many forms have been sent from your connection. Please try again later.' },
    held: {
      title: 'Almost done: please confirm your form',
      text: 'We have received your form, but it is not sent yet: it was sent before our check that you are not a robot could run. We have emailed you a link; follow it within 24 hours to send your form. With JavaScript on, this page sends it for you in a moment.',
    },
    'held-expired': {
      title: 'This link has expired',
      text: 'This form was not confirmed in time, or it has been sent already. Please fill it in again if it has not.',
    },
    links: { '/': 'Go to Home', '/contact': 'Back to the contact form', '/events': 'See all events', '/get-involved': 'Back to Get Involved' },
  },
  es: {
    'contact-sent': { title: '¡Mensaje enviado!', text: 'Gracias por comunicarse con nosotros. Le responderemos en un plazo de 24 horas.' },
    'contact-invalid': {
      title: 'Su mensaje no se envió',
      text: 'Por favor, vuelva y revise el formulario: su nombre debe tener al menos 2 caracteres, su correo electrónico debe ser válido, el asunto debe tener al menos 5 caracteres y el mensaje al menos 10.',
    },
    'newsletter-sent': { title: '¡Listo!', text: '¡Casi listo! Revise su correo electrónico y confirme su suscripción.' },
    'newsletter-invalid': { title: 'No pudimos completar su suscripción', text: 'Por favor, vuelva y escriba un correo electrónico válido.' },
    'registration-sent': { title: '¡Inscripción exitosa!', text: 'Pronto recibirá un correo electrónico de confirmación.' },
    'registration-refused': {
      title: 'No se pudo completar la inscripción',
      text: 'Este evento está lleno o su inscripción ya cerró. La página del evento indica si puede unirse a su lista de espera.',
    },
    'waitlist-sent': { title: 'Está en la lista de espera', text: 'Le avisaremos por correo electrónico en cuanto se liberen lugares.' },
    'waitlist-refused': {
      title: 'No pudimos agregarle a la lista de espera',
      text: 'Este correo electrónico ya está en la lista de espera o inscrito en este evento, el evento vuelve a tener lugares (por favor, inscríbase) o la inscripción ya cerró. La página del evento tiene los detalles.',
    },
    'event-invalid': {
      title: 'Su inscripción no se envió',
      text: 'Por favor, vuelva y revise el formulario: su nombre debe tener al menos 2 caracteres, su correo electrónico debe ser válido y pueden venir con usted hasta 5 invitados.',
    },
    'application-sent': { title: '¡Solicitud enviada!', text: 'Gracias por su solicitud. Le enviamos una confirmación a su correo electrónico.' },
    'application-invalid': {
      title: 'Su solicitud no se envió',
      text: 'Por favor, vuelva y revise el formulario: su nombre debe tener al menos 2 caracteres, su correo electrónico debe ser válido, un número de teléfono donde podamos comunicarnos, cómo se enteró de nosotros, cuándo está disponible y, para un empleo, su currículum en PDF o Word (.docx) de 5 MB o menos.',
    },
    'application-refused': {
      title: 'Su solicitud no se envió',
      text: 'Este puesto ya cerró, o ya presentó una solicitud para él con este correo electrónico.',
    },
    'try-later': {
      title: 'Su formulario no se envió',
      text: 'Algo salió mal, o se enviaron demasiados formularios desde su conexión. Por favor, inténtelo de nuevo más tarde.',
    },
    held: {
      title: 'Casi listo: confirme su formulario',
      text: 'Recibimos su formulario, pero todavía no se envió: se mandó antes de que pudiera hacerse nuestra comprobación de que no es un robot. Le enviamos un enlace por correo electrónico; sígalo dentro de las próximas 24 horas para enviar su formulario. Con JavaScript activado, esta página lo enviará por usted en un momento.',
    },
    'held-expired': {
      title: 'Este enlace ya no es válido',
      text: 'Este formulario no se confirmó a tiempo, o ya se envió. Si no se envió, llénelo de nuevo.',
    },
    links: { '/': 'Ir a Inicio', '/contact': 'Volver al formulario de contacto', '/events': 'Ver todos los eventos', '/get-involved': 'Volver a Participe' },
  },
})

const isOutcome = (value: string): value is Outcome => (FORM_OUTCOMES as readonly string[]).includes(value)

export const Route = createFileRoute('/forms/$outcome')({
  loader: ({ params }) => {
    if (!isOutcome(params.outcome)) throw notFound()
    return params.outcome
  },
  head: ({ loaderData, match, params }) => {
    const words = loaderData ? wordsIn(messages, match.context.locale)[loaderData] : undefined
    return pageHead({
      locale: match.context.locale,
      title: words?.title ?? params.outcome,
      description: words?.text ?? '',
      path: `/forms/${params.outcome}`,
      robots: 'noindex, nofollow',
    })
  },
  component: FormOutcomeRoute,
})

function FormOutcomeRoute() {
  const outcome = Route.useLoaderData()
  const t = useMessages(messages)
  const words = t[outcome]
  // sent, or kept for its confirmation: news, not an error
  const fine = outcome.endsWith('-sent') || outcome === 'held'
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size="2xl" color="brand.800">{words.title}</Heading>
      <Text mt="4" role={fine ? 'status' : 'alert'}>{words.text}</Text>
      {outcome === 'held' && <HeldConfirm />}
      <HStack mt="8" gap="3" justify="center" wrap="wrap">
        <LinkButton asChild colorPalette="brand">
          <Link to={BACK[outcome]}>{t.links[BACK[outcome]]}</Link>
        </LinkButton>
      </HStack>
    </Container>
  )
}
