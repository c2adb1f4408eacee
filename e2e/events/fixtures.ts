// Data the event and newsletter journeys create for themselves (unique slugs and addresses),
// straight in the stack's database, plus the local mail folder the notify drain writes to.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type postgres from 'postgres'

export { database as db } from '../support/test'

export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

interface EventInput {
  title: string
  /** Days from now; negative for a past event. */
  inDays: number
  capacity?: number | null
  /** Registration deadline, days from now. */
  deadlineInDays?: number
}

export async function createEvent(sql: postgres.Sql, input: EventInput): Promise<{ id: string; slug: string }> {
  const slug = unique('e2e-event')
  const deadline = input.deadlineInDays === undefined ? null : new Date(Date.now() + input.deadlineInDays * 86_400_000)
  const [row] = await sql<{ id: string; slug: string }[]>`
    insert into public.events (slug, title, description, event_date, location, max_capacity, registration_deadline, published)
    values (${slug}, ${input.title}, ${'A morning of games and crafts.\n\nRefreshments provided.'},
      ${new Date(Date.now() + input.inDays * 86_400_000)}, '615 West Mt. Pleasant Ave, Livingston, NJ 07039',
      ${input.capacity ?? null}, ${deadline}, true)
    returning id, slug`
  return row!
}

/** Waits for the .eml addressed to `to` (and containing `text`, when given; the notify drain polls every second). */
export async function waitForMail(to: string, timeoutMs = 20_000, text?: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[])
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const raw = await readFile(path.join(dir, name), 'utf8')
      const mail = decodeQuotedPrintable(raw)
      if (raw.includes(to) && (text === undefined || mail.includes(text))) return mail
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`No mail to ${to} in ${dir} after ${timeoutMs} ms`)
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
}
