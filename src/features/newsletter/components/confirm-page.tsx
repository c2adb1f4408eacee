import { defineMessages, useMessages } from '@/i18n/messages'
import { confirmNewsletter } from '../api/confirm'
import { NewsletterLinkPage } from './newsletter-link-page'

const messages = defineMessages({
  en: {
    title: 'Confirm Your Newsletter Subscription',
    question: 'Press the button below to start receiving our newsletter at this address.',
    action: 'Confirm my subscription',
    pending: 'Confirming...',
    goHome: 'Go to Home',
  },
  es: {
    title: 'Confirme su suscripción a nuestro boletín',
    question: 'Presione el botón de abajo para empezar a recibir nuestro boletín en este correo electrónico.',
    action: 'Confirmar mi suscripción',
    pending: 'Confirmando...',
    goHome: 'Ir al inicio',
  },
})

/** /newsletter/confirm?token=… : the link of the newsletter's confirmation e-mail (double opt-in). */
export function ConfirmPage({ token }: { token: string | undefined }) {
  return <NewsletterLinkPage words={useMessages(messages)} token={token} action={confirmNewsletter} />
}
