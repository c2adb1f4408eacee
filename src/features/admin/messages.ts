import { defineMessages } from '@/i18n/messages'

/** How long ago, in the largest whole unit (minutes up to two hours, then hours, then days). */
const ageIn = (units: { minute: string; minutes: string; hour: string; hours: string; day: string; days: string }) => (seconds: number) => {
  const minutes = Math.floor(seconds / 60)
  const [n, one, many] = minutes < 120 ? [minutes, units.minute, units.minutes] : minutes < 48 * 60 ? [Math.floor(minutes / 60), units.hour, units.hours] : [Math.floor(minutes / 1440), units.day, units.days]
  return `${n} ${n === 1 ? one : many}`
}
const enAge = ageIn({ minute: 'minute', minutes: 'minutes', hour: 'hour', hours: 'hours', day: 'day', days: 'days' })
const esAge = ageIn({ minute: 'minuto', minutes: 'minutos', hour: 'hora', hours: 'horas', day: 'día', days: 'días' })

/** The dashboard's warning when the scheduler (pg_cron → notify) is late. */
export const schedulerWarningMessages = defineMessages({
  en: {
    title: 'Scheduled e-mail and housekeeping are late',
    drainLate: (seconds: number | null) =>
      seconds === null
        ? 'No e-mail has been sent by the scheduler yet: confirmations, reminders, waitlist offers and contact notifications wait in the outbox.'
        : `E-mail was last sent ${enAge(seconds)} ago (it goes every minute): confirmations, reminders, waitlist offers and contact notifications wait in the outbox.`,
    retentionLate: (seconds: number | null) =>
      seconds === null
        ? 'The retention rules (removing old messages, applications and audit entries) have never run.'
        : `The retention rules (removing old messages, applications and audit entries) last ran ${enAge(seconds)} ago (they run every 10 minutes).`,
    whatToDo: "Tell whoever manages the website's hosting: the deploy's check (npm run deploy -- --from smoke) names the cause.",
  },
  es: {
    title: 'El correo programado y el mantenimiento van con retraso',
    drainLate: (seconds: number | null) =>
      seconds === null
        ? 'El programador aún no ha enviado ningún correo: las confirmaciones, los recordatorios, las ofertas de la lista de espera y los avisos de contacto esperan en la bandeja de salida.'
        : `El correo se envió por última vez hace ${esAge(seconds)} (sale cada minuto): las confirmaciones, los recordatorios, las ofertas de la lista de espera y los avisos de contacto esperan en la bandeja de salida.`,
    retentionLate: (seconds: number | null) =>
      seconds === null
        ? 'Las reglas de conservación (borrar mensajes, solicitudes y entradas de auditoría antiguos) nunca se han aplicado.'
        : `Las reglas de conservación (borrar mensajes, solicitudes y entradas de auditoría antiguos) se aplicaron por última vez hace ${esAge(seconds)} (se aplican cada 10 minutos).`,
    whatToDo: 'Avise a quien administra el alojamiento del sitio web: la comprobación del despliegue (npm run deploy -- --from smoke) indica la causa.',
  },
})
