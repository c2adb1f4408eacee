import { formatISO, parseISO } from 'date-fns'
import type { Thing, WithContext } from 'schema-dts'
import { orgZone } from '@/lib/format/org-zone'

/**
 * JSON-LD as the text of a <script type="application/ld+json">: JSON whose '<', '>' and '&' are
 * written as \u escapes (the same value to a JSON parser), so content holding '</script>' or
 * '<!--' cannot end the script element or change how the HTML around it is parsed.
 */
export function jsonLdText(value: WithContext<Thing>): string {
  return JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** A route head()'s `scripts` entry carrying one JSON-LD block. */
export function jsonLdScript(value: WithContext<Thing>) {
  return { type: 'application/ld+json', children: jsonLdText(value) }
}

/** An instant as ISO 8601 in New Jersey time with its offset then: '2026-12-05T10:30:00-05:00'. */
export function orgDateTime(value: string): string {
  return formatISO(parseISO(value), { in: orgZone })
}
