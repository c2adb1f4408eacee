import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteContent } from '@/testing/site-content-handlers'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { CollectionEditor } from './collection-editor'
import { translationStatesHandler } from '../../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

const office = siteContent.locations[0]!

/** Opens the office in the locations' editor (its row as listed: `row`); `sent()` is the body its save sent, if any. */
async function editOffice<Body>(row: object = office) {
  let body: Body | undefined
  server.use(
    http.get('/api/admin/content/locations', () => HttpResponse.json([row])),
    http.get('/api/admin/media', () => HttpResponse.json([])),
    http.put('/api/admin/content/locations/:id', async ({ request }) => {
      body = (await request.json()) as Body
      return HttpResponse.json(office)
    }),
  )
  const { user } = renderWithProviders(<CollectionEditor name="locations" preview={null} />)
  await user.click(await screen.findByRole('button', { name: `Edit ${office.name}` }, { timeout: 10_000 }))
  return { user, sent: () => body }
}

describe('the generic editor on a nested schema (a location, its opening hours and its sensory profile)', { timeout: 120_000 }, () => {
  it('edits hours as groups with day checkboxes, checks them with the schema and sends nulls for empty times', async () => {
    const { user, sent } = await editOffice<{ hours: { opens: string | null; closes: string | null; dayOfWeek: string[] }[]; address: string | null }>()
    const weekdays = screen.getByRole('group', { name: 'Hour 1' })
    expect(within(weekdays).getByRole('checkbox', { name: 'Friday' })).toBeChecked()
    expect(within(weekdays).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked()

    // an opening time without a closing time is refused next to the closing time
    await user.clear(within(weekdays).getByLabelText(/^Closes/))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(weekdays).findByText('Give both opening and closing times, or neither')).toBeInTheDocument()
    expect(sent()).toBeUndefined()

    await user.clear(within(weekdays).getByLabelText(/^Opens/))
    await user.type(within(weekdays).getByLabelText(/^Note/), 'By appointment')
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Friday' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent()).toBeDefined())
    expect(sent()!.hours[0]).toMatchObject({ opens: null, closes: null, dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'] })
    expect(sent()!.address).toBeNull()
  })

  it('gives a location a sensory profile: a level, a quiet space and a step, the levels not said sent as null', async () => {
    const { user, sent } = await editOffice<{ sensoryProfile: unknown }>({ ...office, sensoryProfile: null })
    const profile = screen.getByRole('group', { name: 'Sensory and access profile' })
    await user.click(within(profile).getByRole('checkbox', { name: 'Give a sensory and access profile' }))
    await user.selectOptions(within(profile).getByLabelText(/^Noise/), 'low')
    await user.click(within(profile).getByRole('checkbox', { name: 'Quiet room or space' }))
    await user.type(within(profile).getByLabelText(/^Where the quiet space is/), 'The small room by reception')
    await user.click(within(profile).getByRole('checkbox', { name: 'step-free' }))
    await user.click(within(profile).getByRole('button', { name: /Add/ }))
    await user.type(within(profile).getByLabelText(/^Text/), 'Ring the bell at the front door.')
    // the step's photo is the Media Library's picker, none chosen
    expect(within(profile).getByRole('combobox', { name: /^Image from the Media Library/ })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent()).toBeDefined())
    expect(sent()!.sensoryProfile).toMatchObject({
      noise: 'low', lighting: null, crowd: null, quietSpace: true, quietSpaceWhere: 'The small room by reception', access: ['step-free'],
      steps: [{ text: 'Ring the bell at the front door.', imageId: null }],
    })
  })
})
