import type { z } from 'zod'
import { featuredImageIdSchema } from '@contract/featured-image.ts'

/**
 * A form's shape read from the contract's zod schema (the same one /api checks), so one renderer
 * draws every collection's, page's and the settings' form: a string is a text input (a text
 * area past 300 characters, a date input for a date), a number a number input, a boolean a
 * switch, an enum a select, a list of enums checkboxes, a list of strings a text area with one
 * entry per line, a list of objects repeatable groups, an object a group of fields (one that may
 * be null behind a checkbox that gives it), and an image of the media library (the contract's
 * featuredImageIdSchema) a choice among the library's images.
 */
export type FieldSpec =
  | { kind: 'text'; multiline: boolean; nullable: boolean; date: boolean }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'enumList'; options: readonly string[] }
  | { kind: 'textList' }
  | { kind: 'objectList'; fields: FieldEntry[] }
  | { kind: 'object'; fields: FieldEntry[]; nullable: boolean }
  | { kind: 'image' }

export interface FieldEntry {
  key: string
  label: string
  required: boolean
  spec: FieldSpec
  /** the value a new form starts with */
  initial: unknown
}

/** Labels where the field's name alone would not say it as the site's staff do. */
const LABELS: Record<string, string> = {
  employmentType: 'Type',
  closesOn: 'Closing date',
  datePosted: 'Date posted (empty: today)',
  slug: 'Slug (empty: made from the title)',
  baseSalary: 'Base salary',
  min: 'Minimum (US$)',
  max: 'Maximum (US$)',
  unit: 'Per',
  bio: 'Biography',
  isNew: 'New location',
  imageSrc: 'Image',
  alt: 'Image description',
  logoSrc: 'Logo',
  badgeSrc: 'Badge',
  imageId: 'Image from the Media Library',
  logoId: 'Logo from the Media Library',
  badgeId: 'Badge from the Media Library',
  photoId: 'Photo',
  url: 'Web address',
  href: 'Web address',
  dayOfWeek: 'Days of the week',
  opens: 'Opens (HH:MM)',
  closes: 'Closes (HH:MM)',
  faqs: 'FAQs',
  zip: 'ZIP code',
  info: 'General e-mail',
  crisis: 'Crisis line',
  main: 'Main phone',
  cell: 'Cell phone',
  mostPopular: 'Most popular',
  serviceCounties: 'Service counties',
  inKindItems: 'In-kind items',
  inKindServices: 'In-kind services',
  sensoryProfile: 'Sensory and access profile',
  crowd: 'Crowd size',
  quietSpace: 'Quiet room or space',
  quietSpaceWhere: 'Where the quiet space is',
  access: 'Access features',
  steps: 'What to expect, step by step',
  imageAlt: 'Photo description',
}

/** 'timeCommitment' → 'Time commitment'. */
export function fieldLabel(key: string): string {
  if (LABELS[key]) return LABELS[key]
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Def = { type: string; format?: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType }
const defOf = (s: z.ZodType) => (s as unknown as { def: Def }).def

/** The schema under its default, optional and pipe wrappers, whether it is nullable, and its default. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; nullable: boolean; fallback: { value: unknown } | null } {
  let inner = schema
  let nullable = false
  let fallback: { value: unknown } | null = null
  for (;;) {
    const def = defOf(inner)
    if (def.type === 'default') fallback ??= { value: inner.parse(undefined) }
    if (def.type === 'nullable') nullable = true
    if (def.type === 'default' || def.type === 'nullable' || def.type === 'optional') inner = def.innerType!
    else if (def.type === 'pipe') inner = def.in!
    else return { inner, nullable, fallback }
  }
}

const optionsOf = (s: z.ZodType) => (s as unknown as { options: readonly string[] }).options
const lengthLimit = (s: z.ZodType, which: 'minLength' | 'maxLength') => (s as unknown as Record<string, number | null>)[which] ?? null

function specOf(inner: z.ZodType, nullable: boolean): FieldSpec {
  const def = defOf(inner)
  switch (def.type) {
    case 'number':
      return { kind: 'number' }
    case 'boolean':
      return { kind: 'boolean' }
    case 'enum':
      return { kind: 'enum', options: optionsOf(inner) }
    case 'object':
      return { kind: 'object', fields: formFields(inner as z.ZodObject), nullable }
    case 'array': {
      const item = unwrap(def.element!).inner
      const itemType = defOf(item).type
      if (itemType === 'enum') return { kind: 'enumList', options: optionsOf(item) }
      if (itemType === 'object') return { kind: 'objectList', fields: formFields(item as z.ZodObject) }
      return { kind: 'textList' }
    }
    default:
      return { kind: 'text', multiline: (lengthLimit(inner, 'maxLength') ?? 0) > 300, nullable, date: def.format === 'date' }
  }
}

function initialOf(spec: FieldSpec, nullable: boolean): unknown {
  if (nullable) return null
  switch (spec.kind) {
    case 'text':
    case 'enum':
      return ''
    case 'number':
      return null
    case 'boolean':
      return false
    case 'object':
      return emptyValues(spec.fields)
    default:
      return []
  }
}

/** The fields of an object schema, in its order. */
export function formFields(schema: z.ZodObject): FieldEntry[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => {
    if (field === featuredImageIdSchema) return { key, label: fieldLabel(key), required: false, spec: { kind: 'image' }, initial: null }
    const { inner, nullable, fallback } = unwrap(field)
    const spec = specOf(inner, nullable)
    const minimum = spec.kind === 'text' ? lengthLimit(inner, 'minLength') : null
    return {
      key,
      label: fieldLabel(key),
      required: !nullable && (spec.kind === 'text' ? (minimum ?? 0) > 0 || spec.date : spec.kind === 'enum' || spec.kind === 'number'),
      spec,
      initial: fallback ? fallback.value : initialOf(spec, nullable),
    }
  })
}

/** A new form's values: every field at its default or empty. */
export function emptyValues(fields: FieldEntry[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.key, f.initial]))
}

/** Only the schema's fields of a saved row (no id, position, version or timestamps). */
export function pickFields(fields: FieldEntry[], row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.key, row[f.key] ?? f.initial]))
}
