import { defineMessages } from '@/i18n/messages'

/**
 * The reset screen's code step (issue 57): an account with two-step sign-in gives the code from
 * its authenticator app before the new password is set. The admin area is English; the Spanish
 * is kept beside it so the step reads whole in either language.
 */
export const resetCodeMessages = defineMessages({
  en: {
    title: 'Enter Your Code',
    intro: 'Your account uses two-step sign-in. Enter the 6-digit code from your authenticator app to reset your password.',
    submit: 'Reset Password',
    busy: 'Resetting...',
    startOver: 'Choose a different password',
    checkFailed: 'The code could not be checked.',
  },
  es: {
    title: 'Escriba su código',
    intro: 'Su cuenta usa el inicio de sesión en dos pasos. Escriba el código de 6 dígitos de su aplicación de autenticación para restablecer su contraseña.',
    submit: 'Restablecer contraseña',
    busy: 'Restableciendo...',
    startOver: 'Elegir otra contraseña',
    checkFailed: 'No se pudo comprobar el código.',
  },
})
