import { Children, cloneElement, isValidElement, type ReactNode } from 'react'
import type { Messages } from '@/i18n/messages'

// A test language that shows where a page's words come from. Words the code takes from a
// messages object read ⟦like this⟧; the API's data (staff content, event titles) ⟪like this⟫.
// Whatever else a Spanish page shows that holds letters was written into the code in English,
// outside the messages: an untranslated string.

const fromMessages = (text: string) => `⟦${text}⟧`
const fromData = (text: string) => `⟪${text}⟫`

type Words = Record<string, unknown>

/** An address among a messages object's words (a link's `to`): not words, left as it is. */
const isAddress = (text: string) => /^(\/|#|https?:|mailto:|tel:)/.test(text)

/** The English words of `messages`, each marked as coming from the messages. */
export function pseudoWords<T>(messages: Messages<T>): T {
  const mark = (value: unknown): unknown => {
    if (typeof value === 'string') return isAddress(value) ? value : fromMessages(value)
    if (typeof value === 'function') return (...args: unknown[]) => mark((value as (...a: unknown[]) => unknown)(...args))
    if (Array.isArray(value)) return value.map(mark)
    // words with markup (a sentence around a link): the words in it
    if (isValidElement<{ children?: ReactNode }>(value)) return cloneElement(value, {}, ...Children.toArray(value.props.children).map((child) => mark(child) as ReactNode))
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value as Words).map(([key, child]) => [key, mark(child)]))
    return value
  }
  return mark(messages.en) as T
}

/** Looks like prose a visitor reads (not an id, slug, address, date, enum or embedded JSON). */
const isProse = (text: string) => /[A-Z\s]/.test(text) && !/^(https?:|\/|mailto:|tel:|\d{4}-\d\d-\d\d)/.test(text) && !/^[^\s@]+@[^\s@]+$/.test(text)

/** A JSON document inside a string (a service's key components), or undefined. */
const embeddedJson = (text: string): unknown => {
  if (!/^[[{]/.test(text)) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** `data` with every prose line marked as the API's (a page shows a text's lines as paragraphs). */
export function pseudoData<T>(data: T): T {
  const mark = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const json = embeddedJson(value)
      if (json !== undefined) return JSON.stringify(mark(json))
      return value.split('\n').map((line) => (isProse(line) ? fromData(line) : line)).join('\n')
    }
    if (Array.isArray(value)) return value.map(mark)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value as Words).map(([key, child]) => [key, mark(child)]))
    return value
  }
  return mark(data) as T
}

/** Dates and times as Intl writes them for es-US (src/lib/format/date.ts): the page's language, not code words. */
const SPANISH_DATES =
  /\b((lunes|martes|miércoles|jueves|viernes|sábado|domingo),\s)?\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)( de \d{4})?|\d{1,2}:\d{2}\s?[ap]\.\s?m\.(\s?E[SD]T)?/g

/** Texts of the page (its text and the accessible names in its attributes) that hold unmarked letters. */
export function untranslatedTexts(root: HTMLElement): string[] {
  const found = new Set<string>()
  const check = (text: string | null | undefined) => {
    if (text && /\p{L}{2,}/u.test(unmarked(text))) found.add(text.trim())
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT)
  for (let node = walker.currentNode as Element | null; node; node = walker.nextNode() as Element | null) {
    if (node.closest('script, style, noscript, [hidden]')) continue
    for (const attribute of ['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'aria-valuetext']) check(node.getAttribute(attribute))
    // a text run as the element shows it: its own text nodes joined (a marked word may be split
    // across nodes by React, as in `{t.left} {count}`)
    check([...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent).join(''))
  }
  return [...found]
}

/**
 * What is left of a text once the marked words, e-mail addresses and web addresses are taken out:
 * letters here were not translated.
 */
export function unmarked(text: string): string {
  // innermost first: words and data nest (a message about a service, a text with the phone filled in)
  let rest = text
  for (let before = ''; before !== rest; ) {
    before = rest
    rest = rest.replace(/⟦[^⟦⟧⟪⟫]*⟧|⟪[^⟦⟧⟪⟫]*⟫/g, ' ')
  }
  return rest
    .replace(/[^\s@]+@[^\s@]+\.\w+|https?:\/\/\S+/g, ' ')
    .replace(SPANISH_DATES, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
