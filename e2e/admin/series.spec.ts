// Event series from the staff side (issue 61 item 1): staff create a monthly series on the 31st
// with a sensory profile; before saving, the preview lists its dates in New Jersey time and says
// which months it skips; saving makes one event per date, each badged with its series in the
// events list; editing the second date "this and following" changes it and the later dates only.
// axe on the new series form and on the list.
import { format } from 'date-fns'
import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { db, openSection, signInToDashboard, unique } from './support'

test.describe.configure({ timeout: 240_000 })
const LOAD = { timeout: 30_000 }

test('staff create a monthly series with a sensory profile, see its dates first, then edit one date and the following', async ({ page }) => {
  const title = `Movie Morning ${unique('')}`
  // the 31st of January next year: February, April and June have no 31st
  const year = new Date().getFullYear() + 1
  const day = (month: number, pattern = 'EEE') => format(new Date(year, month - 1, 31), pattern)
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
  await page.getByLabel('Noise', { exact: true }).selectOption({ label: 'Low' })
  await page.getByLabel('Quiet room or space', { exact: true }).selectOption({ label: 'Yes' })
  await page.getByLabel('Where the quiet space is').fill('Room 3, across the hall')

  const preview = page.getByRole('region', { name: 'Dates in this series' })
  await expect(preview.getByText('4 dates')).toBeVisible(LOAD)
  await expect(preview.getByRole('status')).toContainText(`February ${year}`)
  await expect(preview.getByRole('status')).toContainText(`April ${year}`)
  const dates = preview.getByRole('list', { name: 'Dates in this series' }).getByRole('listitem')
  // New Jersey's 10:00 on each, in winter (EST) and summer (EDT) alike
  await expect(dates).toHaveText([
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

  // the second date, this and the following: the first stays as it was
  await rows.filter({ hasText: `March 31, ${year}` }).getByRole('button', { name: `Edit ${title}` }).click()
  const choice = page.getByRole('group', { name: 'Save changes to' })
  await choice.getByRole('radio', { name: 'This and following dates' }).check()
  await page.getByLabel(/^Location/).fill('Room 4, Livingston Community Hall')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`3 dates of “${title}” changed.`)).toBeVisible(LOAD)

  const sql = db()
  try {
    const saved = await sql<{ location: string; local: string; noise: string | null }[]>`
      select location, to_char(event_date at time zone 'America/New_York', 'YYYY-MM-DD HH24:MI') as local,
        sensory_profile->>'noise' as noise
      from public.events where title = ${title} order by event_date`
    expect(saved).toEqual([
      { location: 'Livingston Community Hall', local: `${year}-01-31 10:00`, noise: 'low' },
      { location: 'Room 4, Livingston Community Hall', local: `${year}-03-31 10:00`, noise: 'low' },
      { location: 'Room 4, Livingston Community Hall', local: `${year}-05-31 10:00`, noise: 'low' },
      { location: 'Room 4, Livingston Community Hall', local: `${year}-07-31 10:00`, noise: 'low' },
    ])
  } finally {
    await sql.end()
  }
})
