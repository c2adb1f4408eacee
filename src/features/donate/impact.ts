import { defineMessages } from '@/i18n/messages'

/** SPEC §4's eight impact bands, by the dollar amount chosen: each band's words in impactMessages. */
const BANDS = [
  { below: 10, words: 'everyDollar' },
  { below: 25, words: 'twoHours' },
  { below: 50, words: 'fiveHours' },
  { below: 100, words: 'dailyLiving' },
  { below: 250, words: 'communityWeek' },
  { below: 500, words: 'therapyMonth' },
  { below: 1000, words: 'jobTraining' },
] as const

export const impactMessages = defineMessages({
  en: {
    everyDollar: 'Every dollar counts',
    twoHours: '2 hours of quality care',
    fiveHours: '5 hours of quality care',
    dailyLiving: 'Daily living support',
    communityWeek: 'Week of community programs',
    therapyMonth: 'Month of therapy sessions',
    jobTraining: 'Job training program',
    comprehensive: 'Comprehensive care package',
  },
  es: {
    everyDollar: 'Cada dólar cuenta',
    twoHours: '2 horas de cuidado de calidad',
    fiveHours: '5 horas de cuidado de calidad',
    dailyLiving: 'Apoyo para la vida diaria',
    communityWeek: 'Una semana de programas en la comunidad',
    therapyMonth: 'Un mes de sesiones de terapia',
    jobTraining: 'Programa de capacitación laboral',
    comprehensive: 'Paquete completo de cuidado',
  },
})
export type ImpactWords = (typeof impactMessages)['en']

/** The impact of `dollars` in `words` (useMessages(impactMessages)); English without them. */
export function impactFor(dollars: number, words: ImpactWords = impactMessages.en): string {
  return words[BANDS.find((band) => dollars < band.below)?.words ?? 'comprehensive']
}
