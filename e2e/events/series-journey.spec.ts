// Issue 61's journey in one test, from the staff's form to the family's inbox. Staff create a
// monthly series on the 31st (so the preview says which months it skips before saving) with a
// sensory profile (a quiet room) and a three-step "what to expect" story, each step with a photo
// from the Media Library and its description; saving makes one event per date, each badged with
// its series. Spanish is written per date (the Events list's Spanish editor; the series form has
// none): staff translate the first date, the one the series' page takes its words from. Editing
// the second date "this and following" changes it and the later dates only. Then a visitor, in a
// browser of their own, filters the events by "quiet room", opens the first date, switches to
// Spanish and reads the story's steps and its photos' descriptions, follows "all dates", prints
// the story, registers for two dates in one go and receives one confirmation naming both, its .ics
// with a VEVENT for each. axe on the new staff screens (the series form with its preview, the list
// with its Series badges) and, desktop and phone, on the series page in Spanish; the Nu HTML
// checker on the visitor's Spanish screens as the app draws them.
import { format } from 'date-fns'
import { readFile } from 'node:fs/promises'
import { expect, startingApps, test, type Page } from '../support/test'
import { axeViolations, axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'
import { untilHydrated } from '../support/hydration'
import { mailsTo, calendarOf, starts } from '../support/mail'
import { nuScreenProblems, screenHtml } from '../support/nu-checker'
import { slugify } from '../../supabase/functions/_shared/contract/admin-content.ts'
import { openSection, signInToDashboard, unique } from '../admin/support'
import { waitForMail } from './fixtures'

test.describe.configure({ timeout: 240_000 })
const LOAD = { timeout: 30_000 }

/** Each step: its photo (a seeded library image, supabase/seed.sql), its text and photo description, in both languages. */
const STORY = [
  {
    photo: 'Illustration of a new building by the water with a welcome heart over the door',
    en: { text: 'Come in through the side door. Maria at the desk finds your name on the list.', alt: 'The side door, with a welcome heart above it' },
    es: { text: 'Entre por la puerta lateral. Maria, en el mostrador, busca su nombre en la lista.', alt: 'La puerta lateral, con un corazón de bienvenida encima' },
  },
  {
    photo: 'Illustration of a softly lit movie room with a big screen and rows of comfy seats',
    en: { text: 'Sit anywhere. The lights stay up, the sound stays low and you may move around.', alt: 'The film room, softly lit, with rows of soft seats' },
    es: { text: 'Siéntese donde quiera. Las luces quedan encendidas, el sonido bajo y puede moverse.', alt: 'La sala de cine, con luz suave y filas de asientos cómodos' },
  },
  {
    photo: 'Illustration of a quiet corner with a heart, a plant and soft light through the window',
    en: { text: 'Need a break? Room 3, across the hall, is quiet and has bean bags.', alt: 'The quiet room, with soft light and a plant' },
    es: { text: '¿Necesita un descanso? La sala 3, al otro lado del pasillo, es tranquila y tiene pufs.', alt: 'La sala tranquila, con luz suave y una planta' },
  },
]

/** The step's box in the staff form: its number's heading and its fields. */
const stepBox = (page: Page, n: number) => page.getByRole('listitem').filter({ hasText: `Step ${n}` })

/** The series form's sensory profile: low noise, a quiet room, and the three steps with their photos. */
async function fillProfile(page: Page) {
  await page.getByLabel('Noise', { exact: true }).selectOption({ label: 'Low' })
  await page.getByLabel('Quiet room or space', { exact: true }).selectOption({ label: 'Yes' })
  await page.getByLabel('Where the quiet space is').fill('Room 3, across the hall')
  for (const [i, step] of STORY.entries()) {
    await page.getByRole('button', { name: 'Add a step' }).click()
    const box = stepBox(page, i + 1)
    await box.getByLabel(/^What happens/).fill(step.en.text)
    const photo = box.getByRole('combobox', { name: 'Photo' })
    await expect(photo.getByRole('option', { name: step.photo })).toHaveCount(1, LOAD)
    await photo.selectOption({ label: step.photo })
    await box.getByLabel(/^Photo description/).fill(step.en.alt)
  }
}

test('staff create a monthly series with a sensory profile and a story with photos in two languages; a visitor finds it by "quiet room", reads it in Spanish and registers for two dates', async ({ page, browser, sql }) => {
  const title = `Movie Morning ${unique('')}`
  const titleEs = `Mañana de cine ${title.slice('Movie Morning '.length)}`
  const slug = slugify(title)
  // the 31st of January next year: February, April and June have no 31st
  const year = new Date().getFullYear() + 1
  const day = (month: number, pattern = 'EEE') => format(new Date(year, month - 1, 31), pattern)

  // ── staff: the series, its dates shown before saving ──
  await signInToDashboard(page)
  await openSection(page, 'Events')
  await page.getByRole('button', { name: 'New Series' }).click()
  await expect(page.getByRole('heading', { name: 'New Series' })).toBeVisible()
  await page.getByLabel(/^Title/).fill(title)
  await page.getByLabel(/^Description/).fill('A film with the lights up and the sound down.')
  await page.getByLabel(/^Location/).fill('Livingston Community Hall')
  await page.getByLabel('Maximum capacity').fill('30')
  const repeats = page.getByRole('group', { name: 'Repeats' })
  await repeats.getByLabel(/^First date/).fill(`${year}-01-31`)
  await repeats.getByLabel(/^Start time/).fill('10:00')
  await repeats.getByLabel(/^Duration/).fill('120')
  await repeats.getByLabel(/^Frequency/).selectOption({ label: 'Monthly' })
  await repeats.getByRole('radio', { name: 'On day 31' }).check()
  await expect(repeats.getByRole('radio', { name: `On the last ${day(1, 'EEEE')}` })).toBeVisible()
  await repeats.getByLabel(/^Number of dates/).fill('4')
  await fillProfile(page)
  await page.locator('label').filter({ hasText: /^Published$/ }).click()

  const preview = page.getByRole('region', { name: 'Dates in this series' })
  await expect(preview.getByText('4 dates')).toBeVisible(LOAD)
  await expect(preview.getByRole('status')).toContainText(`February ${year}`)
  await expect(preview.getByRole('status')).toContainText(`April ${year}`)
  // New Jersey's 10:00 on each, in winter (EST) and summer (EDT) alike
  await expect(preview.getByRole('list', { name: 'Dates in this series' }).getByRole('listitem')).toHaveText([
    `${day(1)}, Jan 31, ${year}, 10:00 AM`, `${day(3)}, Mar 31, ${year}, 10:00 AM`, `${day(5)}, May 31, ${year}, 10:00 AM`,
    `${day(7)}, Jul 31, ${year}, 10:00 AM`,
  ])
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`4 dates created for “${title}”.`)).toBeVisible(LOAD)
  const rows = page.getByRole('row').filter({ hasText: title })
  await expect(rows).toHaveCount(4, LOAD)
  await expect(rows.first().getByText('Series', { exact: true })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // ── staff: the first date in Spanish, its story's steps and their photos' descriptions ──
  const firstDate = rows.filter({ hasText: `January 31, ${year}` })
  await firstDate.getByRole('button', { name: `Edit Spanish: ${title}` }).click()
  const spanish = page.getByRole('form', { name: `Spanish version of ${title}` })
  await spanish.getByRole('textbox', { name: /^Title \(Spanish\)/ }).fill(titleEs)
  await spanish.getByRole('textbox', { name: /^Description \(Spanish\)/ }).fill('Una película con las luces encendidas y el sonido bajo.')
  await spanish.getByRole('textbox', { name: /Where the quiet space is \(Spanish\)$/ }).fill('Sala 3, al otro lado del pasillo')
  for (const [i, step] of STORY.entries()) {
    // each step's fields are named after their group ('… 2: Text (Spanish)')
    await spanish.getByRole('textbox', { name: new RegExp(` ${i + 1}: Text \\(Spanish\\)$`) }).fill(step.es.text)
    await spanish.getByRole('textbox', { name: new RegExp(` ${i + 1}: Photo description \\(Spanish\\)$`) }).fill(step.es.alt)
  }
  // (axe on the Spanish editor itself: e2e/admin/translations.spec.ts; here it would read the whole events list behind it again)
  await spanish.getByRole('combobox', { name: 'Status' }).selectOption('published')
  await spanish.getByRole('button', { name: 'Save' }).click()
  await expect(spanish).toHaveCount(0, LOAD)
  await expect(firstDate.getByText('Spanish: published')).toBeVisible(LOAD)

  // ── staff: the second date, this and the following; the first stays as it was ──
  await rows.filter({ hasText: `March 31, ${year}` }).getByRole('button', { name: `Edit ${title}` }).click()
  await page.getByRole('group', { name: 'Save changes to' }).getByRole('radio', { name: 'This and following dates' }).check()
  await page.getByLabel(/^Location/).fill('Room 4, Livingston Community Hall')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`3 dates of “${title}” changed.`)).toBeVisible(LOAD)

  // the Spanish stays the first date's: "this and following" lays the edited date's Spanish on the
  // later dates only when it has some (routes/admin-series.ts copyTranslations)
  const saved = await sql<{ location: string; local: string; quiet: boolean; steps: number; spanish: string | null }[]>`
    select e.location, to_char(e.event_date at time zone 'America/New_York', 'YYYY-MM-DD HH24:MI') as local,
      (e.sensory_profile->>'quietSpace')::boolean as quiet, jsonb_array_length(e.sensory_profile->'steps') as steps, t.fields->>'title' as spanish
    from public.events e
    left join public.content_translations t on t.subject = 'events' and t.subject_key = e.id::text and t.locale = 'es'
    where e.title = ${title} order by e.event_date`
  expect(saved).toEqual([
    { location: 'Livingston Community Hall', local: `${year}-01-31 10:00`, quiet: true, steps: 3, spanish: titleEs },
    { location: 'Room 4, Livingston Community Hall', local: `${year}-03-31 10:00`, quiet: true, steps: 3, spanish: null },
    { location: 'Room 4, Livingston Community Hall', local: `${year}-05-31 10:00`, quiet: true, steps: 3, spanish: null },
    { location: 'Room 4, Livingston Community Hall', local: `${year}-07-31 10:00`, quiet: true, steps: 3, spanish: null },
  ])

  // ── a visitor, in a browser of their own: only events with a quiet room, the series' dates among them ──
  const visitorContext = await browser.newContext()
  try {
    const visitor = startingApps(await visitorContext.newPage())
    const email = `${unique('series-')}@example.org`
    const screens: Record<string, string> = {}
    await visitor.goto('/events')
    const quietRoom = visitor.getByRole('checkbox', { name: 'A quiet room' })
    await untilHydrated(quietRoom)
    await quietRoom.check()
    await visitor.getByRole('button', { name: 'Show events' }).click()
    await expect(visitor).toHaveURL(/\/events\?quiet-room=on$/, LOAD)
    const dates = visitor.getByRole('link', { name: `View Details: ${title}` })
    await expect(dates).toHaveCount(4, LOAD)
    await dates.first().click()
    await expect(visitor).toHaveURL(new RegExp(`/events/${slug}-${year}-01-31$`), LOAD)

    // the date in Spanish: the language switch keeps the page; the steps in order, each photo described in Spanish
    await visitor.getByRole('banner').getByRole('link', { name: 'Español' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/es/events/${slug}-${year}-01-31$`), LOAD)
    await expect(visitor.getByRole('heading', { level: 1, name: titleEs })).toBeVisible(LOAD)
    const section = visitor.getByRole('region', { name: 'Información sensorial y de accesibilidad' })
    await expect(section.getByText('Espacio tranquilo: sí. Puede tomar un descanso allí.')).toBeVisible()
    // translated: in the page's language, not marked as English
    const where = section.getByText('Sala 3, al otro lado del pasillo', { exact: true })
    await expect(where).toBeVisible()
    await expect(where).not.toHaveAttribute('lang')
    const steps = section.getByRole('list', { name: 'Qué esperar' }).getByRole('listitem')
    await expect(steps).toHaveCount(STORY.length)
    for (const [i, step] of STORY.entries()) {
      await expect(steps.nth(i)).toContainText(`Paso ${i + 1}`)
      await expect(steps.nth(i)).toContainText(step.es.text)
      await expect(steps.nth(i).getByRole('img', { name: step.es.alt })).toBeVisible()
    }
    screens['es-series-date'] = await screenHtml(visitor)

    // all the series' dates, in Spanish: its schedule, the story, a checkbox per date
    await visitor.getByRole('link', { name: 'Todas las fechas de esta serie' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/es/events/series/${slug}$`), LOAD)
    await expect(visitor.getByRole('heading', { level: 1, name: titleEs })).toBeVisible(LOAD)
    await expect(visitor.getByText('Cuándo: El día 31 de cada mes, 10:00 a. m.')).toBeVisible()
    await expect(visitor.getByRole('region', { name: 'Próximas fechas' }).getByRole('listitem')).toHaveCount(4)
    const story = visitor.getByRole('list', { name: 'Qué esperar' })
    await expect(story.getByRole('listitem')).toHaveCount(STORY.length)
    await expect(story.getByRole('listitem').first().getByRole('img', { name: STORY[0]!.es.alt })).toBeVisible()
    const choice = visitor.getByRole('group', { name: 'Elija las fechas' })
    await expect(choice.getByRole('checkbox', { disabled: false })).toHaveCount(4)
    expect(await axeViolationsAtWidths(visitor)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
    screens['es-series'] = await screenHtml(visitor)

    // on paper: the story with the series' name, not the site around it
    await visitor.emulateMedia({ media: 'print' })
    for (const step of await story.getByRole('listitem').all()) await expect(step).toBeVisible()
    await expect(visitor.locator('[data-visual-story]').getByText(titleEs)).toBeVisible()
    await expect(visitor.getByRole('banner')).toBeHidden()
    await expect(visitor.getByRole('contentinfo')).toBeHidden()
    await expect(choice).toBeHidden()
    await visitor.emulateMedia({ media: 'screen' })

    // two dates in one go: the first two
    const open = choice.getByRole('checkbox')
    const chosen = [await open.nth(0).getAttribute('value'), await open.nth(1).getAttribute('value')]
    await open.nth(0).check()
    await open.nth(1).check()
    await visitor.getByRole('textbox', { name: /^Nombre completo/ }).fill('Jamie Rivera')
    await visitor.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email)
    await visitor.getByRole('button', { name: 'Completar la inscripción' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: '¡Inscripción confirmada!' })).toBeVisible(LOAD)
    await expect(visitor.getByRole('list', { name: /^Quedó inscrito en las 2 fechas/ }).getByRole('listitem')).toHaveCount(2)
    screens['es-series-registered'] = await screenHtml(visitor)
    const stored = await sql<{ event_id: string; starts: Date }[]>`
      select r.event_id::text, e.event_date as starts from public.event_registrations r join public.events e on e.id = r.event_id
      where r.attendee_email = ${email} order by e.event_date`
    expect(stored.map((row) => row.event_id)).toEqual(chosen)
    const registeredStarts = stored.map((row) => row.starts.toISOString())

    // the page's calendar file: both dates
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('button', { name: 'Agregar las 2 fechas al calendario (.ics)' }).click(),
    ])
    expect(starts(await readFile((await download.path())!, 'utf8')).sort()).toEqual(registeredStarts)

    // one confirmation naming both dates, with their pages; its calendar file with a VEVENT for each
    const mail = await waitForMail(email, 30_000)
    expect(mail).toContain('(2 fechas)')
    for (const [date, monthDay] of [[`31 de enero de ${year}`, '01-31'], [`31 de marzo de ${year}`, '03-31']]) {
      expect(mail).toContain(date)
      expect(mail).toContain(`/es/events/${slug}-${year}-${monthDay}`)
    }
    const [raw, ...others] = await mailsTo(email)
    expect(others).toEqual([])
    expect(starts(calendarOf(raw!)).sort()).toEqual(registeredStarts)
    // and no other mail to come: the registration queued this one alone (in its own transaction)
    await expect.poll(async () => [...await sql`select kind, status from public.email_outbox where recipient = ${email}`])
      .toEqual([{ kind: 'series_registration_confirmation', status: 'sent' }])

    expect(nuScreenProblems(screens)).toEqual([])
  } finally {
    await visitorContext.close()
  }
})
