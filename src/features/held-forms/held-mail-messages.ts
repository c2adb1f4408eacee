import { defineMessages } from '@/i18n/messages'

/** The words of the page a held form's mail links to (its route's head reads them too). */
export const heldMailMessages = defineMessages({
  en: {
    title: 'Confirm and send your form',
    question: 'Press the button below to send the form you filled in on our website. Nothing is sent until you press it.',
    send: 'Confirm and send my form',
    brokenLink: 'This link is incomplete. Please use the full link from your email.',
    goHome: 'Go to Home',
  },
  es: {
    title: 'Confirme y envíe su formulario',
    question: 'Presione el botón de abajo para enviar el formulario que llenó en nuestro sitio web. No se envía nada hasta que lo presione.',
    send: 'Confirmar y enviar mi formulario',
    brokenLink: 'Este enlace está incompleto. Por favor, use el enlace completo de su correo electrónico.',
    goHome: 'Ir al inicio',
  },
})
