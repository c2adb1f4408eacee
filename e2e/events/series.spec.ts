// Event series end to end (issue 61 item 1), on the demo's monthly series (supabase/seed.sql: the
// Sensory-Friendly Film Morning, the second Saturday of six months, its third date cancelled, with
// the movie afternoon's sensory profile and three-step story): a visitor filters the events by
// "quiet room", opens a date of the series, follows "All dates in this series", reads the series'
// page in Spanish and registers for two dates in one go; the page offers one .ics with both, and
// one confirmation e-mail arrives naming both dates, its .ics holding two VEVENTs. axe (desktop
// and phone) and the Nu HTML checker on the series page in both languages; its story in print.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import ICAL from 'ical.js'
import { expect, test, type Page } from '../support/test'
import { axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'
import { nuScreenProblems, screenHtml } from '../support/nu-checker'
import { untilHydrated } from '../support/hydration'
import { unique, waitForMail } from './fixtures'

test.describe.configure({ timeout: 240_000 })
const LOAD = { timeout: 30_000 }
const TITLE = 'Sensory-Friendly Film Morning'
const TITLE_ES = 'Mañana de cine con adaptaciones sensoriales'
const SERIES_PATH = '/events/series/sensory-friendly-film-morning'

/** The .eml files the notify drain wrote to `to` so far. */
async function mailsTo(to: string): Promise<string[]> {
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
function calendarOf(mail: string): string {
  const part = mail.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk))
  if (!part) throw new Error('The mail has no calendar attachment')
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/)
  const content = body.join('\n\n')
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
  return /Content-Transfer-Encoding: quoted-printable/i.test(headers) ? fromQuotedPrintable(content) : content
}

const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent')

/** The series' page as its words say it: its dates listed (one cancelled), its story of three steps. */
async function expectSeriesPage(page: Page, words: { title: string; dates: string; cancelled: string; story: string; choose: string }) {
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible(LOAD)
  const dates = page.getByRole('region', { name: words.dates }).getByRole('listitem')
  await expect(dates).toHaveCount(6)
  await expect(dates.nth(2)).toContainText(words.cancelled)
  await expect(page.getByRole('list', { name: words.story }).getByRole('listitem')).toHaveCount(3)
  const choice = page.getByRole('group', { name: words.choose })
  await expect(choice.getByRole('checkbox')).toHaveCount(6)
  await expect(choice.getByRole('checkbox').nth(2)).toBeDisabled()
}

test('a visitor finds a date of the monthly series by "quiet room", follows All dates, reads it in Spanish and registers for two dates', async ({ page, sql }) => {
  const email = `${unique('series')}@example.org`
  const screens: Record<string, string> = {}

  // the existing filter: only events with a quiet room, the series' dates among them
  await page.goto('/events')
  const quietRoom = page.getByRole('checkbox', { name: 'A quiet room' })
  await untilHydrated(quietRoom)
  await quietRoom.check()
  await page.getByRole('button', { name: 'Show events' }).click()
  await expect(page).toHaveURL(/\/events\?quiet-room=on$/, LOAD)
  await page.getByRole('link', { name: `View Details: ${TITLE}` }).first().click()
  await expect(page).toHaveURL(/\/events\/sensory-friendly-film-morning-\d{4}-\d{2}-\d{2}$/, LOAD)

  // the date's page names its series and links to all its dates
  await page.getByRole('link', { name: 'All dates in this series' }).click()
  await expect(page).toHaveURL(new RegExp(`${SERIES_PATH}$`), LOAD)
  await expectSeriesPage(page, { title: TITLE, dates: 'Upcoming Dates', cancelled: 'Cancelled', story: 'What to expect', choose: 'Choose dates' })
  await expect(page.getByText('When: The second Saturday of every month, 10:00 AM')).toBeVisible()
  expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  screens['series'] = await screenHtml(page)

  // in Spanish: the language switch keeps the page
  await page.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(new RegExp(`/es${SERIES_PATH}$`), LOAD)
  await expectSeriesPage(page, { title: TITLE_ES, dates: 'Próximas fechas', cancelled: 'Cancelado', story: 'Qué esperar', choose: 'Elija las fechas' })
  await expect(page.getByRole('region', { name: 'Información sensorial y de accesibilidad' })
    .getByText('Espacio tranquilo: sí. Puede tomar un descanso allí.')).toBeVisible()
  expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  screens['es-series'] = await screenHtml(page)

  // on paper: the story with the series' name, not the site around it
  await page.emulateMedia({ media: 'print' })
  const story = page.getByRole('list', { name: 'Qué esperar' })
  for (const step of await story.getByRole('listitem').all()) await expect(step).toBeVisible()
  await expect(page.locator('[data-visual-story]').getByText(TITLE_ES)).toBeVisible()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('group', { name: 'Elija las fechas' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  // two dates in one go: the first two that can be chosen
  const choice = page.getByRole('group', { name: 'Elija las fechas' })
  const open = choice.getByRole('checkbox', { disabled: false })
  const chosen = [await open.nth(0).getAttribute('value'), await open.nth(1).getAttribute('value')]
  await open.nth(0).check()
  await open.nth(1).check()
  await page.getByRole('textbox', { name: /^Nombre completo/ }).fill('Jamie Rivera')
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email)
  await page.getByRole('button', { name: 'Completar la inscripción' }).click()

  await expect(page.getByRole('heading', { level: 1, name: '¡Inscripción confirmada!' })).toBeVisible(LOAD)
  await expect(page.getByRole('list', { name: /^Quedó inscrito en las 2 fechas/ }).getByRole('listitem')).toHaveCount(2)
  const stored = await sql<{ event_id: string }[]>`select event_id::text from public.event_registrations where attendee_email = ${email} order by event_id`
  expect(stored.map((row) => row.event_id)).toEqual([...chosen].sort())

  // the page's calendar file: both dates
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Agregar las 2 fechas al calendario (.ics)' }).click(),
  ])
  const pageIcs = await readFile((await download.path())!, 'utf8')
  expect(vevents(pageIcs)).toHaveLength(2)

  // one confirmation naming both dates, its calendar file with both
  const mail = await waitForMail(email, 30_000)
  expect(mail).toContain('(2 fechas)')
  const [raw] = await mailsTo(email)
  const mailIcs = vevents(calendarOf(raw!))
  expect(mailIcs).toHaveLength(2)
  const pageStarts = vevents(pageIcs).map((event) => event.getFirstPropertyValue('dtstart')?.toString()).sort()
  expect(mailIcs.map((event) => event.getFirstPropertyValue('dtstart')?.toString()).sort()).toEqual(pageStarts)
  // the drain has sent everything due: still one mail to this address
  await page.waitForTimeout(3_000)
  expect(await mailsTo(email)).toHaveLength(1)

  expect(nuScreenProblems(screens)).toEqual([])
})
