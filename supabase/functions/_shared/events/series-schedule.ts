// The sentence a series page says of when its dates are, in the page's language: "Every Tuesday,
// 6:30 PM" / "Todos los martes, 6:30 p. m.", "The second Saturday of every month, 10:00 AM" / "El
// segundo sábado de cada mes, 10:00 a. m.". Written from the recurrence (contract/series.ts), not
// from rrule's own English text, which has no Spanish.
import { nthWeekdayOf, type Recurrence, type Weekday } from '../contract/series.ts';
import type { Locale } from '../contract/locale-paths.ts';

const DAYS: Record<Locale, Record<Weekday, [one: string, many: string]>> = {
  en: {
    MO: ['Monday', 'Mondays'], TU: ['Tuesday', 'Tuesdays'], WE: ['Wednesday', 'Wednesdays'], TH: ['Thursday', 'Thursdays'],
    FR: ['Friday', 'Fridays'], SA: ['Saturday', 'Saturdays'], SU: ['Sunday', 'Sundays'],
  },
  es: {
    MO: ['lunes', 'lunes'], TU: ['martes', 'martes'], WE: ['miércoles', 'miércoles'], TH: ['jueves', 'jueves'],
    FR: ['viernes', 'viernes'], SA: ['sábado', 'sábados'], SU: ['domingo', 'domingos'],
  },
};
const ORDER: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const NTH: Record<Locale, Record<number, string>> = {
  en: { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', [-1]: 'last' },
  es: { 1: 'primer', 2: 'segundo', 3: 'tercer', 4: 'cuarto', 5: 'quinto', [-1]: 'último' },
};

const joined = (items: string[], and: string) => items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** "6:30 PM" / "6:30 p. m." (the style the site writes times in). */
export function clockTime(time: string, locale: Locale): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  const half = locale === 'es' ? (h < 12 ? 'a. m.' : 'p. m.') : (h < 12 ? 'AM' : 'PM');
  return `${hour}:${String(m).padStart(2, '0')} ${half}`;
}

function weekly(r: Recurrence, locale: Locale): string {
  const days = ORDER.filter((d) => r.weekdays.includes(d));
  if (locale === 'es') {
    const list = joined(days.map((d) => DAYS.es[d][1]), 'y');
    return r.interval === 1 ? `Todos los ${list}` : `Cada ${r.interval} semanas, los ${list}`;
  }
  if (r.interval === 1) return `Every ${joined(days.map((d) => DAYS.en[d][0]), 'and')}`;
  return `Every ${r.interval} weeks on ${joined(days.map((d) => DAYS.en[d][0]), 'and')}`;
}

function monthly(r: Recurrence, locale: Locale): string {
  const every = locale === 'es'
    ? (r.interval === 1 ? 'de cada mes' : `cada ${r.interval} meses`)
    : (r.interval === 1 ? 'of every month' : `every ${r.interval} months`);
  if (r.monthlyBy === 'date') {
    const day = Number(r.startDate.slice(8, 10));
    if (locale === 'es') return r.interval === 1 ? `El día ${day} de cada mes` : `El día ${day}, cada ${r.interval} meses`;
    const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
    return r.interval === 1 ? `The ${day}${suffix} of every month` : `The ${day}${suffix}, every ${r.interval} months`;
  }
  const { weekday, nth } = nthWeekdayOf(r.startDate);
  if (locale === 'es') return `El ${NTH.es[nth]} ${DAYS.es[weekday][0]}${r.interval === 1 ? ' ' : ', '}${every}`;
  return r.interval === 1 ? `The ${NTH.en[nth]} ${DAYS.en[weekday][0]} ${every}` : `The ${NTH.en[nth]} ${DAYS.en[weekday][0]}, ${every}`;
}

/** When the series' dates are, as its page says it. */
export function scheduleSentence(r: Recurrence, locale: Locale): string {
  return `${r.frequency === 'weekly' ? weekly(r, locale) : monthly(r, locale)}, ${clockTime(r.startTime, locale)}`;
}
