// Sensory and access information end to end (issue 61 items 2 and 3): staff fill an event's
// profile with a three-step "what to expect" story (a library photo on its first step); a visitor
// filters the events list by "quiet room" from the keyboard, opens the event, reads the facts and
// the ordered steps in English and in Spanish, and the print view (Chromium's print emulation)
// shows the story with the event's name and hides the site's header, navigation and footer.
// axe and the Nu HTML checker on the staff form and on the page in both languages. The demo
// content's sensory-friendly movie reads its story, translated, with its photos (supabase/seed*).
import { expect, test, type Page } from '../support/test'
import { axeViolations, axeViolationsAtWidths, NO_VIOLATIONS_AT_WIDTHS } from '../support/axe'
import { nuScreenProblems, screenHtml } from '../support/nu-checker'
import { untilHydrated } from '../support/hydration'
import { slugify } from '../../supabase/functions/_shared/contract/admin-content.ts'
import { signInToDashboard, startNewEvent, unique } from '../admin/support'

test.describe.configure({ timeout: 240_000 })
const LOAD = { timeout: 30_000 }

/** A seeded library image (supabase/seed.sql), published and not a photo of people. */
const LIBRARY_PHOTO = 'Illustration of a new building by the water with a welcome heart over the door'
const STEPS = [
  'Come in through the side door. Maria at the desk finds your name on the list.',
  'Sit anywhere in the hall. The music stays soft and you may move around.',
  'Need a break? Room 3, across the hall, is quiet and has bean bags.',
]

/** The step's box in the staff form: its number's heading and its fields. */
const stepBox = (page: Page, n: number) => page.getByRole('listitem').filter({ hasText: `Step ${n}` })

async function fillProfile(page: Page) {
  await page.getByLabel('Noise', { exact: true }).selectOption({ label: 'Low' })
  await page.getByLabel('Lighting', { exact: true }).selectOption({ label: 'Low' })
  await page.getByLabel('Quiet room or space', { exact: true }).selectOption({ label: 'Yes' })
  await page.getByLabel('Where the quiet space is').fill('Room 3, across the hall')
  await page.getByRole('checkbox', { name: 'Spanish interpretation' }).check()
  for (const [i, text] of STEPS.entries()) {
    await page.getByRole('button', { name: 'Add a step' }).click()
    await stepBox(page, i + 1).getByLabel(/^What happens/).fill(text)
  }
  const photo = stepBox(page, 1).getByRole('combobox', { name: 'Photo' })
  await expect(photo.getByRole('option', { name: LIBRARY_PHOTO })).toHaveCount(1, LOAD)
  await photo.selectOption({ label: LIBRARY_PHOTO })
  await stepBox(page, 1).getByLabel(/^Photo description/).fill('The side door, with a welcome heart above it')
}

/** The page's sensory section, its facts and its three steps in order, in the page's language. */
async function expectSection(page: Page, words: { heading: string; story: string; noise: string; quiet: string; step: string }) {
  const section = page.getByRole('region', { name: words.heading })
  await expect(section).toBeVisible(LOAD)
  await expect(section.getByText(words.noise)).toBeVisible()
  await expect(section.getByText(words.quiet)).toBeVisible()
  const story = section.getByRole('list', { name: words.story })
  await expect(story.getByRole('listitem')).toHaveCount(STEPS.length)
  for (const [i, text] of STEPS.entries()) {
    await expect(story.getByRole('listitem').nth(i)).toContainText(`${words.step} ${i + 1}`)
    await expect(story.getByRole('listitem').nth(i)).toContainText(text)
  }
  await expect(story.getByRole('listitem').first().getByRole('img', { name: 'The side door, with a welcome heart above it' })).toBeVisible()
}

test('staff give an event a three-step story; a visitor finds it by "quiet room", reads it in English and Spanish and prints it', async ({ page }) => {
  const title = `Calm Craft Morning ${unique('')}`
  const path = `/events/${slugify(title)}`
  const screens: Record<string, string> = {}

  await signInToDashboard(page)
  await startNewEvent(page, {
    title, description: 'Crafts at an easy pace for children and their families.', location: 'Community hall, Livingston, NJ', starts: '2031-05-10T10:00',
  })
  await fillProfile(page)
  await page.locator('label').filter({ hasText: /^Published$/ }).click()
  expect(await axeViolations(page)).toEqual([])
  screens['staff-event-sensory-form'] = await screenHtml(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible(LOAD)

  // a visitor asks for a quiet room from the keyboard: the list keeps the events that have one
  await page.goto('/events')
  const all = await page.getByRole('article').count()
  const quietRoom = page.getByRole('checkbox', { name: 'A quiet room' })
  await untilHydrated(quietRoom)
  await quietRoom.focus()
  await page.keyboard.press('Space')
  await expect(quietRoom).toBeChecked()
  await page.getByRole('button', { name: 'Show events' }).press('Enter')
  await expect(page).toHaveURL(/\/events\?quiet-room=on$/, LOAD)
  await expect(page.getByRole('article', { name: title })).toBeVisible(LOAD)
  expect(await page.getByRole('article').count()).toBeLessThan(all)
  await page.getByRole('link', { name: `View Details: ${title}` }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`), LOAD)

  await expectSection(page, {
    heading: 'Sensory and access information', story: 'What to expect', step: 'Step',
    noise: 'Noise: low. It is mostly quiet.', quiet: 'Quiet space: yes. You can take a break there.',
  })
  await expect(page.getByRole('region', { name: 'Sensory and access information' }).getByText('Spanish interpretation')).toBeVisible()
  expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  screens['event-sensory'] = await screenHtml(page)

  // on paper: the story and the event's name only
  await page.emulateMedia({ media: 'print' })
  const story = page.getByRole('list', { name: 'What to expect' })
  await expect(story.getByRole('listitem')).toHaveCount(3)
  for (const item of await story.getByRole('listitem').all()) await expect(item).toBeVisible()
  await expect(page.locator('[data-visual-story]').getByText(title)).toBeVisible()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Sensory and access information' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('banner')).toBeVisible()

  // the same page in Spanish: the site's words in Spanish, the staff's texts marked as English until translated
  await page.goto(`/es${path}`)
  await expectSection(page, {
    heading: 'Información sensorial y de accesibilidad', story: 'Qué esperar', step: 'Paso',
    noise: 'Ruido: bajo. Casi todo es tranquilo.', quiet: 'Espacio tranquilo: sí. Puede tomar un descanso allí.',
  })
  await expect(page.getByText('Room 3, across the hall', { exact: true })).toHaveAttribute('lang', 'en')
  expect(await axeViolationsAtWidths(page)).toEqual(NO_VIOLATIONS_AT_WIDTHS)
  screens['es-event-sensory'] = await screenHtml(page)

  expect(nuScreenProblems(screens)).toEqual([])
})

test('the demo content: the sensory-friendly movie tells its three steps with photos in Spanish, and prints them', async ({ page }) => {
  await page.goto('/es/events/sensory-friendly-movie-afternoon')
  const section = page.getByRole('region', { name: 'Información sensorial y de accesibilidad' })
  await expect(section.getByText('Espacio tranquilo: sí. Puede tomar un descanso allí.')).toBeVisible(LOAD)
  // translated: in the page's language, not marked as English
  const where = section.getByText('Sala 2, junto a la entrada, con luces suaves y pufs')
  await expect(where).toBeVisible()
  await expect(where).not.toHaveAttribute('lang')
  const steps = section.getByRole('list', { name: 'Qué esperar' }).getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(steps.first()).toContainText('Entre por las puertas principales.')
  await expect(steps.first().getByRole('img', { name: 'Dibujo de la puerta principal del edificio con un corazón de bienvenida encima' })).toBeVisible()
  await expect(steps.nth(2).getByRole('img', { name: 'Dibujo de un rincón tranquilo con luz suave y una planta' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(steps.nth(2)).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeHidden()
})
