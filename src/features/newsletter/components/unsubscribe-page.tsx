import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import { defineMessages, useMessages } from '@/i18n/messages'
import { unsubscribeFromNewsletter } from '../api/unsubscribe'

const messages = defineMessages({
  en: {
    title: 'Unsubscribe from Our Newsletter',
    question: 'Press the button below and we will stop sending our newsletter to this address.',
    action: 'Unsubscribe',
    pending: 'Unsubscribing...',
    goHome: 'Go to Home',
  },
  es: {
    title: 'Cancelar la suscripción a nuestro boletín',
    question: 'Presione el botón de abajo y dejaremos de enviar nuestro boletín a este correo electrónico.',
    action: 'Cancelar la suscripción',
    pending: 'Cancelando la suscripción...',
    goHome: 'Ir al inicio',
  },
})

/** /newsletter/unsubscribe?token=… : the unsubscribe link of a newsletter e-mail. */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const t = useMessages(messages)
  return (
    <SignedLinkAction
      title={t.title}
      question={t.question}
      actionLabel={t.action}
      pendingLabel={t.pending}
      token={token}
      action={unsubscribeFromNewsletter}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/">{t.goHome}</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}
