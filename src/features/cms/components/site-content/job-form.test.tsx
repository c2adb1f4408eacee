import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { CollectionEditor } from './collection-editor'
import { translationStatesHandler } from '../../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

// The job form the collection editor draws from jobOpeningInputSchema (issue 35): the slug and the
// date posted may stay empty, and the base salary is given only when staff tick it.
function renderJobs() {
  server.use(http.get('/api/admin/content/jobs', () => HttpResponse.json([])))
  return renderWithProviders(<CollectionEditor name="jobs" preview={<p>The page</p>} />)
}

async function fillJob(user: ReturnType<typeof renderJobs>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New Job' }, { timeout: 10_000 }))
  await user.type(screen.getByLabelText(/^Title/), 'Respite Aide')
  await user.type(screen.getByLabelText(/^Department/), 'Home Care Services')
  await user.type(screen.getByLabelText(/^Type/), 'Part-time')
  await user.type(screen.getByLabelText(/^Location/), 'Bayonne, NJ')
  await user.type(screen.getByLabelText(/^Description/), 'Support families at home.')
}

describe('the job form', { timeout: 60_000 }, () => {
  it('sends no salary unless one is given, and the salary given as numbers with its unit', async () => {
    const posted: unknown[] = []
    server.use(http.post('/api/admin/content/jobs', async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json({ error: 'Stop here' }, { status: 400 })
    }))
    const { user } = renderJobs()
    await fillJob(user)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Stop here')
    expect(posted[0]).toMatchObject({ title: 'Respite Aide', slug: '', datePosted: null, baseSalary: null })

    const salary = screen.getByRole('group', { name: 'Base salary' })
    await user.click(within(salary).getByRole('checkbox', { name: 'Give a base salary' }))
    // ticked but empty: the schema's messages, nothing sent
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(salary).findByText('Minimum must be a number')).toBeInTheDocument()
    expect(posted).toHaveLength(1)

    await user.type(within(salary).getByLabelText(/^Minimum/), '18.5')
    await user.type(within(salary).getByLabelText(/^Maximum/), '17')
    await user.selectOptions(within(salary).getByLabelText(/^Per/), 'HOUR')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(salary).findByText('Maximum must be at least the minimum')).toBeInTheDocument()

    await user.clear(within(salary).getByLabelText(/^Maximum/))
    await user.type(within(salary).getByLabelText(/^Maximum/), '22')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await expect.poll(() => posted.length).toBe(2)
    expect(posted[1]).toMatchObject({ baseSalary: { min: 18.5, max: 22, unit: 'HOUR' } })

    // unticked again: no salary
    await user.click(within(salary).getByRole('checkbox', { name: 'Give a base salary' }))
    expect(within(salary).queryByLabelText(/^Minimum/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await expect.poll(() => posted.length).toBe(3)
    expect(posted[2]).toMatchObject({ baseSalary: null })
  })
})
