import { defineMessages } from '@/i18n/messages'

/** Words several careers pages share. */
export const careersMessages = defineMessages({
  en: {
    backToGetInvolved: 'Back to Get Involved',
    goToHome: 'Go to Home',
  },
  es: {
    backToGetInvolved: 'Volver a Participe',
    goToHome: 'Ir a Inicio',
  },
})
