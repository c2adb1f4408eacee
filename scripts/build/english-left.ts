// English left behind on a built Spanish page: the text runs of an /es page that are word for
// word a run of its English twin. Text shown in English on purpose is marked lang="en" (content
// without a published translation, the language switch) and is not counted, nor are runs that
// are only numbers, dates, times, phone numbers, e-mail or web addresses and proper names.
import { JSDOM } from 'jsdom'

/** Names that are the same in both languages; the caller adds its content's own (people, places, partners). */
export const PROPER_NAMES = [
  'Bright Path Support Services', 'Bright Path', 'New Jersey', 'NJ', 'DDD', 'Medicaid', 'Blog',
  'Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'YouTube', 'Stripe', 'Every.org',
] as const

const SKIPPED = 'script, style, noscript, template'

/** Everything in a run that is not words of a language: addresses, numbers, dates, times, phones. */
const NOT_WORDS = [
  /[^\s@]+@[^\s@]+\.\w+/g, // e-mail addresses
  /\b(?:https?:\/\/|www\.)\S+/g, // web addresses
  /\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g, // phone numbers
  /\b\d{1,4}(?:[/.-]\d{1,2}){1,2}(?:[/.-]\d{2,4})?\b/g, // numeric dates
  /\b\d{1,2}:\d{2}\b/g, // times
  /[\d.,%$€()+#×/-]+/g, // numbers, amounts
]

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Whether a run still holds a word once names, numbers, dates and addresses are taken out. */
function hasWords(run: string, names: readonly string[]): boolean {
  let rest = run
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ')
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ')
  return /\p{L}{2,}/u.test(rest)
}

/** Each element's text as shown: its own text nodes joined (React may split one sentence into several), with the element. */
function textRuns(document: Document): { run: string; element: Element }[] {
  const runs: { run: string; element: Element }[] = []
  for (const element of [document.querySelector('title'), ...document.body.querySelectorAll('*')]) {
    if (!element || element.closest(SKIPPED)) continue
    const own = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent ?? '').join('')
    const run = normalised(own)
    if (run) runs.push({ run, element })
  }
  return runs
}

/** Whether the nearest language an element is given is English (`lang="en"`, `lang="en-US"`). */
const markedEnglish = (element: Element) => /^en\b/i.test(element.closest('[lang]')?.getAttribute('lang') ?? '')

/**
 * The text runs of `spanishHtml` (a built /es page) identical to a run of `englishHtml` (its
 * English twin) that are not marked English and hold words other than `names` (PROPER_NAMES and
 * the caller's), each once, in page order.
 */
export function englishLeft(englishHtml: string, spanishHtml: string, names: readonly string[] = []): string[] {
  const english = new JSDOM(englishHtml).window
  const spanish = new JSDOM(spanishHtml).window
  try {
    const englishRuns = new Set(textRuns(english.document).map(({ run }) => run))
    const allowed = [...PROPER_NAMES, ...names.map(normalised).filter(Boolean)]
    const left = textRuns(spanish.document)
      .filter(({ run, element }) => englishRuns.has(run) && !markedEnglish(element) && hasWords(run, allowed))
      .map(({ run }) => run)
    return [...new Set(left)]
  } finally {
    english.close()
    spanish.close()
  }
}
