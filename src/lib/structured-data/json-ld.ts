import type { Thing, WithContext } from 'schema-dts'

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
