import { fieldLabel } from '../lib/schema-form'

/**
 * The English answer's translatable texts as the editor draws them: a text is one field, a list
 * of texts an editable list, and objects or lists of objects are groups with a heading
 * ('Key component 2'). Paths are react-hook-form names and match /api's field-error keys
 * (`keyComponents.0.title`).
 */
export type TextNode =
  | { kind: 'text'; path: string; label: string; english: string }
  | { kind: 'list'; path: string; label: string; item: string; english: string[] }
  | { kind: 'group'; path: string; heading: string; children: TextNode[] }

type Json = unknown
const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isTextList = (value: Json): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')

/** Names where dropping a final 's' would not name one entry. */
const SINGULAR: Record<string, string> = { hours: 'Hours entry', steps: 'Step' }

/** One entry of a list: 'keyComponents' → 'Key component', 'paragraphs' → 'Paragraph'. */
export function singular(key: string): string {
  if (SINGULAR[key]) return SINGULAR[key]
  const label = fieldLabel(key)
  return /[^s]s$/.test(label) ? label.slice(0, -1) : label
}

const join = (at: string, step: string | number) => (at ? `${at}.${step}` : String(step))

function nodeOf(value: Json, key: string, path: string, heading: string): TextNode | undefined {
  if (typeof value === 'string') return { kind: 'text', path, label: heading, english: value }
  if (isTextList(value)) return { kind: 'list', path, label: heading, item: singular(key), english: value }
  if (Array.isArray(value)) {
    const children = value.map((item, i) => nodeOf(item, key, join(path, i), `${singular(key)} ${i + 1}`))
    return { kind: 'group', path, heading, children: children.filter((c) => c !== undefined) }
  }
  if (isRecord(value)) return { kind: 'group', path, heading, children: textTree(value, path) }
  return undefined
}

/** The nodes of an object of texts (the answer's `english`), in its order. */
export function textTree(english: Record<string, Json>, at = ''): TextNode[] {
  return Object.entries(english)
    .map(([key, value]) => nodeOf(value, key, join(at, key), fieldLabel(key)))
    .filter((n) => n !== undefined)
}

/** The value at a dotted path (a form name) of an object of texts. */
export function valueAt(value: Json, path: string): Json {
  return path.split('.').reduce<Json>((at, step) => (isRecord(at) || Array.isArray(at) ? (at as Record<string, Json>)[step] : undefined), value)
}

/**
 * The form's first values: the saved Spanish where there is some, else empty in the English's
 * shape (a list of texts starts with as many empty entries as the English has).
 */
export function startingValues(english: Json, saved: Json): Json {
  if (typeof english === 'string') return typeof saved === 'string' ? saved : ''
  if (isTextList(english)) return isTextList(saved) && saved.length > 0 ? [...saved] : english.map(() => '')
  if (Array.isArray(english)) return english.map((item, i) => startingValues(item, Array.isArray(saved) ? saved[i] : undefined))
  if (isRecord(english)) {
    return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, startingValues(v, isRecord(saved) ? saved[k] : undefined)]))
  }
  return english
}

/**
 * The texts to send: a list's blank entries are dropped (the public page would show them as
 * empty paragraphs). An empty text stays empty: the page then shows that text in English.
 */
export function textsToSend(values: Json): Json {
  if (isTextList(values)) return values.filter((v) => v.trim() !== '')
  if (Array.isArray(values)) return values.map(textsToSend)
  if (isRecord(values)) return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, textsToSend(v)]))
  return values
}

/** True when a text (or list) differs from what it was when translated. */
export const changedSince = (now: Json, then: Json) => JSON.stringify(now) !== JSON.stringify(then)

/** A long English text gets a text area (over a line, or with line breaks). */
export const isLong = (text: string) => text.length > 80 || text.includes('\n')

/**
 * The id of a field's error text: the field names it in aria-describedby (Chakra's Field links it
 * only with aria-errormessage, which fewer screen readers announce).
 */
export const errorIdOf = (path: string) => `spanish-${path}-error`
