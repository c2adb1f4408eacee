// The widget's strings (altcha's Strings: every key it shows or reads out), in the site's words.
import { defineMessages } from '@/i18n/messages'

export const widgetWords = defineMessages<Record<string, string>>({
  en: {
    ariaLinkLabel: 'ALTCHA (opens in a new tab)',
    enterCode: 'Enter the code',
    enterCodeAria: 'Enter the code you hear. Press Space to play the audio.',
    error: 'The check could not finish. Please try again.',
    expired: 'The check expired. Please run it again.',
    footer: '',
    getAudioChallenge: 'Play the code as audio',
    label: "I'm not a robot",
    loading: 'Loading…',
    reload: 'Run the check again',
    verify: 'Check',
    verificationRequired: 'Please wait for the check to finish.',
    verified: 'Checked: you are not a robot',
    verifying: 'Checking that you are not a robot…',
    waitAlert: 'Checking… please wait a moment.',
  },
  es: {
    ariaLinkLabel: 'ALTCHA (se abre en una pestaña nueva)',
    enterCode: 'Escriba el código',
    enterCodeAria: 'Escriba el código que escucha. Pulse Espacio para oír el audio.',
    error: 'La comprobación no pudo terminar. Inténtelo de nuevo.',
    expired: 'La comprobación venció. Hágala de nuevo.',
    footer: '',
    getAudioChallenge: 'Oír el código',
    label: 'No soy un robot',
    loading: 'Cargando…',
    reload: 'Hacer la comprobación de nuevo',
    verify: 'Comprobar',
    verificationRequired: 'Espere a que termine la comprobación.',
    verified: 'Comprobado: no es un robot',
    verifying: 'Comprobando que no es un robot…',
    waitAlert: 'Comprobando… espere un momento.',
  },
})
