// The local mail the notify drain writes (.eml files in E2E_MAIL_DIR) read as raw messages, and
// the calendar part of one: for the journeys that check what a confirmation's .ics holds.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import ICAL from 'ical.js'

/** The raw .eml files the notify drain wrote to `to` so far. */
export async function mailsTo(to: string): Promise<string[]> {
  const dir = process.env.E2E_MAIL_DIR!
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))
  const mails = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')))
  return mails.filter((mail) => mail.includes(to))
}

/** Quoted-printable text (RFC 2045 6.7) as the UTF-8 it encodes. */
function fromQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/**
 * The calendar attachment of a raw .eml, decoded by its own part's transfer encoding. The whole
 * mail is not quoted-printable: undoing that over a base64 part joins its last line, when it ends
 * in padding ("=" then a line break), to the boundary after it.
 */
export function calendarOf(mail: string): string {
  const part = mail.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk))
  if (!part) throw new Error('The mail has no calendar attachment')
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/)
  const content = body.join('\n\n')
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
  return /Content-Transfer-Encoding: quoted-printable/i.test(headers) ? fromQuotedPrintable(content) : content
}

/** The VEVENTs of an iCalendar text. */
export const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent')

/** Each VEVENT's start as an instant (ISO, UTC), in the file's order. */
export const starts = (ics: string) =>
  vevents(ics).map((event) => (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString())
