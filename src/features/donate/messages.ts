import { defineMessages } from '@/i18n/messages'

/** Words several parts of the donate feature share (toasts, busy buttons). */
export const donateMessages = defineMessages({
  en: {
    paymentFailed: 'Payment Failed',
    processing: 'Processing...',
  },
  es: {
    paymentFailed: 'El pago no se realizó',
    processing: 'Procesando...',
  },
})
