import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useEventLinkAction, type EventLinkKind } from '../api/event-links'

type LinkWording = Record<EventLinkKind, { title: string; question: string; actionLabel: string; pendingLabel: string }> & {
  browseEvents: string
}

const messages = defineMessages<LinkWording>({
  en: {
    // /events/cancel?token=… : the cancel link of the registration confirmation e-mail.
    cancel: {
      title: 'Cancel Your Registration',
      question: "Can't make it? Cancel your registration so your seats can go to another family. You can register again later if seats are still available.",
      actionLabel: 'Cancel My Registration',
      pendingLabel: 'Cancelling...',
    },
    // /events/claim?token=… : the 'Claim your seats' link of a waitlist offer e-mail.
    claim: {
      title: 'Claim Your Seats',
      question: "Seats have opened up for your family. Press the button to register; we'll email your confirmation with a calendar file.",
      actionLabel: 'Claim My Seats',
      pendingLabel: 'Claiming...',
    },
    // /events/leave-waitlist?token=… : the leave link of the waitlist e-mails.
    leave: {
      title: 'Leave the Waitlist',
      question: 'No longer need seats? Leave the waitlist so the next family can be offered them.',
      actionLabel: 'Leave the Waitlist',
      pendingLabel: 'Leaving...',
    },
    browseEvents: 'Browse Events',
  },
  es: {
    cancel: {
      title: 'Cancelar su inscripción',
      question:
        '¿No puede asistir? Cancele su inscripción para que otra familia pueda usar sus lugares. Puede inscribirse de nuevo más tarde si todavía hay lugares.',
      actionLabel: 'Cancelar mi inscripción',
      pendingLabel: 'Cancelando...',
    },
    claim: {
      title: 'Reserve sus lugares',
      question:
        'Se liberaron lugares para su familia. Presione el botón para inscribirse. Le enviaremos la confirmación por correo electrónico con un archivo de calendario.',
      actionLabel: 'Reservar mis lugares',
      pendingLabel: 'Reservando...',
    },
    leave: {
      title: 'Salir de la lista de espera',
      question: '¿Ya no necesita los lugares? Salga de la lista de espera para que podamos ofrecerlos a la siguiente familia.',
      actionLabel: 'Salir de la lista de espera',
      pendingLabel: 'Saliendo...',
    },
    browseEvents: 'Ver eventos',
  },
})

/** The page an events e-mail link opens: it acts only when the visitor presses its button. */
export function EventLinkPage({ kind, token }: { kind: EventLinkKind; token: string | undefined }) {
  const t = useMessages(messages)
  const action = useEventLinkAction(kind)
  return (
    <SignedLinkAction {...t[kind]} token={token} action={action}>
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/events">{t.browseEvents}</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}
