import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SERIES_MESSAGES, type SeriesPreview } from '@contract/series.ts'
import { Toaster, toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { translationStatesHandler } from '../translations/test-handlers'
import { EventsTab } from './events-tab'

// a monthly rule on the 31st from January: February, April and June have none
const skipping: SeriesPreview = {
  dates: ['2027-01-31T15:00:00.000Z', '2027-03-31T14:00:00.000Z', '2027-05-31T14:00:00.000Z', '2027-07-31T14:00:00.000Z'],
  skippedMonths: ['2027-02', '2027-04', '2027-06'],
  notice: 'This series skips February 2027, April 2027 and June 2027: they have no 31st.',
  rrule: 'RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31;COUNT=4',
}

interface Sent { previews: unknown[]; created: unknown[]; listReads: number }

function answerSeries(preview: (body: unknown) => Response) {
  const sent: Sent = { previews: [], created: [], listReads: 0 }
  server.use(
    translationStatesHandler(),
    http.get('/api/admin/events', () => {
      sent.listReads += 1
      return HttpResponse.json([])
    }),
    // the template's image picker and location picker read the media library and the locations
    http.get('/api/admin/media', () => HttpResponse.json([])),
    http.get('/api/admin/content/locations', () => HttpResponse.json([])),
    http.post('/api/admin/series/preview', async ({ request }) => {
      const body = await request.json()
      sent.previews.push(body)
      return preview(body)
    }),
    http.post('/api/admin/series', async ({ request }) => {
      sent.created.push(await request.json())
      return HttpResponse.json({ seriesId: 's1', slug: 'sensory-friendly-movie-morning', eventIds: ['a', 'b', 'c', 'd'] }, { status: 201 })
    }),
  )
  return sent
}

async function openNewSeries() {
  const rendered = renderWithProviders(<><EventsTab /><Toaster /></>)
  await rendered.user.click(await screen.findByRole('button', { name: 'New Series' }, { timeout: 10_000 }))
  await screen.findByRole('heading', { name: 'New Series' })
  return rendered
}

beforeEach(() => server.use(translationStatesHandler()))
afterEach(() => toaster.remove())

describe('New Series', { timeout: 60_000 }, () => {
  it('previews the dates of a monthly rule with the months it skips, then saves the series with its sensory profile', async () => {
    const sent = answerSeries(() => HttpResponse.json(skipping))
    const { user } = await openNewSeries()
    const preview = screen.getByRole('region', { name: 'Dates in this series' })
    expect(within(preview).getByText('The dates appear here once the pattern is complete.')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Title/), 'Movie Morning')
    await user.type(screen.getByLabelText(/^Description/), 'Calm film.')
    await user.type(screen.getByLabelText(/^Location/), 'Livingston')
    await user.type(screen.getByLabelText('Maximum capacity'), '30')
    await user.selectOptions(screen.getByLabelText('Noise'), 'low')
    await user.type(screen.getByLabelText(/^First date/), '2027-01-31')
    await user.type(screen.getByLabelText(/^Start time/), '10:00')
    await user.clear(screen.getByLabelText(/^Duration/))
    await user.type(screen.getByLabelText(/^Duration/), '120')
    await user.selectOptions(screen.getByLabelText(/^Frequency/), 'monthly')
    // the monthly choices are said in words from the first date
    const each = screen.getByRole('group', { name: 'Each month' })
    expect(within(each).getByRole('radio', { name: 'On the last Sunday' })).toBeInTheDocument()
    await user.click(within(each).getByRole('radio', { name: 'On day 31' }))
    await user.type(screen.getByLabelText(/^Number of dates/), '4')

    expect(await within(preview).findByText('4 dates', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(within(preview).getByRole('status')).toHaveTextContent(skipping.notice!)
    const dates = within(preview).getByRole('list', { name: 'Dates in this series' })
    expect(within(dates).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sun, Jan 31, 2027, 10:00 AM', 'Wed, Mar 31, 2027, 10:00 AM', 'Mon, May 31, 2027, 10:00 AM', 'Sat, Jul 31, 2027, 10:00 AM',
    ])
    // asked for once the rule held still, with the rule as the contract writes it
    expect(sent.previews.at(-1)).toEqual({
      recurrence: {
        frequency: 'monthly', interval: 1, weekdays: [], monthlyBy: 'date', startDate: '2027-01-31', startTime: '10:00',
        durationMinutes: 120, ends: { kind: 'count', count: 4 },
      },
    })
    const readsBefore = sent.listReads

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('4 dates created for “Movie Morning”.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(sent.created).toHaveLength(1)
    expect(sent.created[0]).toMatchObject({
      recurrence: { frequency: 'monthly', monthlyBy: 'date', startDate: '2027-01-31', ends: { kind: 'count', count: 4 } },
      event: {
        title: 'Movie Morning', description: 'Calm film.', location: 'Livingston', maxCapacity: 30,
        eventDate: '2027-01-31T15:00:00.000Z', registrationDeadline: null, sensoryProfile: { noise: 'low' },
      },
    })
    // back on the list, read again, its heading focused
    const heading = await screen.findByRole('heading', { name: 'Events' })
    await waitFor(() => expect(heading).toHaveFocus())
    await waitFor(() => expect(sent.listReads).toBeGreaterThan(readsBefore))
  })

  it('says the preview’s refusal at the field it is about, and creates nothing', async () => {
    const sent = answerSeries(() =>
      HttpResponse.json({ error: SERIES_MESSAGES.tooManyDates, fieldErrors: { recurrence: [SERIES_MESSAGES.tooManyDates] } }, { status: 400 }),
    )
    const { user } = await openNewSeries()
    await user.type(screen.getByLabelText(/^First date/), '2027-01-05')
    await user.type(screen.getByLabelText(/^Start time/), '18:30')
    await user.click(screen.getByRole('checkbox', { name: 'Tue' }))
    await user.click(screen.getByRole('radio', { name: 'On a date' }))
    await user.type(screen.getByLabelText(/^Last date/), '2035-12-31')

    await waitFor(() => expect(screen.getByLabelText(/^Last date/)).toHaveAccessibleErrorMessage(SERIES_MESSAGES.tooManyDates), { timeout: 10_000 })
    expect(screen.getByLabelText(/^Last date/)).toBeInvalid()
    const preview = screen.getByRole('region', { name: 'Dates in this series' })
    expect(within(preview).getByText('Correct the pattern to see its dates.')).toBeInTheDocument()
    expect(sent.previews).toHaveLength(1)
    expect(sent.created).toEqual([])
  })

  it('asks for what is missing at its field before sending anything', async () => {
    const sent = answerSeries(() => HttpResponse.json(skipping))
    const { user } = await openNewSeries()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const days = screen.getByRole('group', { name: 'On these days' })
    expect(await within(days).findByText(SERIES_MESSAGES.chooseWeekday)).toBeInTheDocument()
    // Chakra's field links its error text once that is in the page
    await waitFor(() => expect(screen.getByLabelText(/^First date/)).toHaveAccessibleErrorMessage('Enter a date'))
    expect(screen.getByLabelText(/^Number of dates/)).toHaveAccessibleErrorMessage('Enter a whole number')
    expect(screen.getByText('Description is required')).toBeInTheDocument()
    expect(sent.previews).toEqual([])
    expect(sent.created).toEqual([])
  })

  it('is a labelled form: the rule in a fieldset with its legend, every day a named checkbox, and axe finds nothing', async () => {
    answerSeries(() => HttpResponse.json(skipping))
    await openNewSeries()
    const form = screen.getByRole('form', { name: 'New Series' })
    const repeats = within(form).getByRole('group', { name: 'Repeats' })
    expect(repeats.tagName).toBe('FIELDSET')
    const days = within(repeats).getByRole('group', { name: 'On these days' })
    expect(within(days).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'])
    expect(within(days).getByRole('checkbox', { name: 'Mon' })).toBeInTheDocument()
    expect(within(repeats).getByRole('group', { name: 'Ends' })).toBeInTheDocument()
    expect(within(repeats).getByLabelText(/^Repeat every \(weeks\)/)).toHaveValue(1)
    const { violations } = await axe.run(form, { rules: { 'color-contrast': { enabled: false } } })
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })
})
