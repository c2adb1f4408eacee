import { defineMessages } from '@/i18n/messages'

/**
 * The title and question of the page a held form's mail links to: its route's head reads them
 * before the page's code has loaded; the page's other words come with that code
 * (components/held-mail-confirm.tsx), not in every page's first load.
 */
export const heldMailMessages = defineMessages({
  en: {
    title: 'Confirm and send your form',
    question: 'Press the button below to send the form you filled in on our website. Nothing is sent until you press it.',
  },
  es: {
    title: 'Confirme y envíe su formulario',
    question: 'Presione el botón de abajo para enviar el formulario que llenó en nuestro sitio web. No se envía nada hasta que lo presione.',
  },
})
