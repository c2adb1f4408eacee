import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { outcomeTitles, type Outcome } from '../outcomes'

type Back = '/contact' | '/' | '/events' | '/get-involved'
/** Where the page's link leads: back to the form's page, or to the list its page is in. */
const BACK: Record<Outcome, Back> = {
  'contact-sent': '/', 'contact-invalid': '/contact', 'newsletter-sent': '/', 'newsletter-invalid': '/',
  'registration-sent': '/events', 'registration-refused': '/events', 'waitlist-sent': '/events', 'waitlist-refused': '/events',
  'event-invalid': '/events', 'application-sent': '/get-involved', 'application-invalid': '/get-involved',
  'application-refused': '/get-involved', 'try-later': '/', held: '/', 'held-expired': '/',
}

const messages = defineMessages<Record<Outcome, string> & { links: Record<Back, string> }>({
  en: {
    'contact-sent': "Thank you for contacting us. We'll get back to you within 24 hours.",
    'contact-invalid': 'Please go back and check the form: your name needs at least 2 characters, your email address must be valid, the subject needs at least 5 characters and the message at least 10.',
    'newsletter-sent': 'Almost done! Check your email and confirm your subscription.',
    'newsletter-invalid': 'Please go back and enter a valid email address.',
    'registration-sent': "You'll receive a confirmation email shortly.",
    'registration-refused': "This event is full or its registration has closed. The event's page says whether you can join its waitlist.",
    'waitlist-sent': "We'll email you as soon as seats free up.",
    'waitlist-refused': "This email address is already on the waitlist or registered for this event, the event has seats again (please register instead), or registration has closed. The event's page has the details.",
    'event-invalid': 'Please go back and check the form: your name needs at least 2 characters, your email address must be valid, and up to 5 guests may come with you.',
    'application-sent': 'Thank you for applying. We have sent a confirmation to your e-mail address.',
    'application-invalid': 'Please go back and check the form: your name needs at least 2 characters, your email address must be valid, a phone number we can reach you on, how you heard about us, when you are available, and for a job your resume as a PDF or Word (.docx) file of 5 MB or less.',
    'application-refused': 'This job opening has closed, or you have already applied for it with this e-mail address.',
    'try-later': 'Something went wrong, or too many forms have been sent from your connection. Please try again later.',
    held: 'We have received your form, but it is not sent yet: it was sent before our check that you are not a robot could run. We have emailed you a link; follow it within 24 hours to send your form. With JavaScript on, this page sends it for you in a moment.',
    'held-expired': 'This form was not confirmed in time, or it has been sent already. Please fill it in again if it has not.',
    links: { '/': 'Go to Home', '/contact': 'Back to the contact form', '/events': 'See all events', '/get-involved': 'Back to Get Involved' },
  },
  es: {
    'contact-sent': 'Gracias por comunicarse con nosotros. Le responderemos en un plazo de 24 horas.',
    'contact-invalid': 'Por favor, vuelva y revise el formulario: su nombre debe tener al menos 2 caracteres, su correo electrónico debe ser válido, el asunto debe tener al menos 5 caracteres y el mensaje al menos 10.',
    'newsletter-sent': '¡Casi listo! Revise su correo electrónico y confirme su suscripción.',
    'newsletter-invalid': 'Por favor, vuelva y escriba un correo electrónico válido.',
    'registration-sent': 'Pronto recibirá un correo electrónico de confirmación.',
    'registration-refused': 'Este evento está lleno o su inscripción ya cerró. La página del evento indica si puede unirse a su lista de espera.',
    'waitlist-sent': 'Le avisaremos por correo electrónico en cuanto se liberen lugares.',
    'waitlist-refused': 'Este correo electrónico ya está en la lista de espera o inscrito en este evento, el evento vuelve a tener lugares (por favor, inscríbase) o la inscripción ya cerró. La página del evento tiene los detalles.',
    'event-invalid': 'Por favor, vuelva y revise el formulario: su nombre debe tener al menos 2 caracteres, su correo electrónico debe ser válido y pueden venir con usted hasta 5 invitados.',
    'application-sent': 'Gracias por su solicitud. Le enviamos una confirmación a su correo electrónico.',
    'application-invalid': 'Por favor, vuelva y revise el formulario: su nombre debe tener al menos 2 caracteres, su correo electrónico debe ser válido, un número de teléfono donde podamos comunicarnos, cómo se enteró de nosotros, cuándo está disponible y, para un empleo, su currículum en PDF o Word (.docx) de 5 MB o menos.',
    'application-refused': 'Este puesto ya cerró, o ya presentó una solicitud para él con este correo electrónico.',
    'try-later': 'Algo salió mal, o se enviaron demasiados formularios desde su conexión. Por favor, inténtelo de nuevo más tarde.',
    held: 'Recibimos su formulario, pero todavía no se envió: se mandó antes de que pudiera hacerse nuestra comprobación de que no es un robot. Le enviamos un enlace por correo electrónico; sígalo dentro de las próximas 24 horas para enviar su formulario. Con JavaScript activado, esta página lo enviará por usted en un momento.',
    'held-expired': 'Este formulario no se confirmó a tiempo, o ya se envió. Si no se envió, llénelo de nuevo.',
    links: { '/': 'Ir a Inicio', '/contact': 'Volver al formulario de contacto', '/events': 'Ver todos los eventos', '/get-involved': 'Volver a Participe' },
  },
})


/** The page that says what happened to a form the browser sent itself, and leads back; `children` (the held form's sending) come before the link. */
export function FormOutcomePage({ outcome, children }: { outcome: Outcome; children?: ReactNode }) {
  const t = useMessages(messages)
  const title = useMessages(outcomeTitles)[outcome]
  // sent, or kept for its confirmation: news, not an error
  const fine = outcome.endsWith('-sent') || outcome === 'held'
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size="2xl" color="brand.800">{title}</Heading>
      <Text mt="4" role={fine ? 'status' : 'alert'}>{t[outcome]}</Text>
      {children}
      <HStack mt="8" gap="3" justify="center" wrap="wrap">
        <LinkButton asChild colorPalette="brand">
          <Link to={BACK[outcome]}>{t.links[BACK[outcome]]}</Link>
        </LinkButton>
      </HStack>
    </Container>
  )
}
