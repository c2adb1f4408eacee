import { defineMessages, useMessages } from '@/i18n/messages'
import { unsubscribeFromNewsletter } from '../api/unsubscribe'
import { NewsletterLinkPage } from './newsletter-link-page'

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
  return <NewsletterLinkPage words={useMessages(messages)} token={token} action={unsubscribeFromNewsletter} />
}
