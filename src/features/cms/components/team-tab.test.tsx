import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { TeamMember } from '@contract/admin-team.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { TeamTab } from './team-tab'

const me: TeamMember = { userId: 'u-me', email: 'boss@example.org', username: 'boss', role: 'super_admin', createdAt: '2027-01-01T00:00:00.000Z' }
const other: TeamMember = { userId: 'u-other', email: 'staff@example.org', username: 'staff', role: 'admin', createdAt: '2027-02-01T00:00:00.000Z' }

const base = () => [
  http.get('/api/user', () => HttpResponse.json({ id: me.userId, email: me.email, username: 'boss', role: 'super_admin' })),
  http.get('/api/admin/team', () => HttpResponse.json([me, other])),
]

describe('TeamTab', { timeout: 60_000 }, () => {
  it('changes a role and removes another admin, but offers no Remove for yourself', async () => {
    const calls: string[] = []
    server.use(
      ...base(),
      http.patch('/api/admin/team/:id', async ({ params, request }) => {
        calls.push(`PATCH ${params.id} ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ ...other, role: 'super_admin' })
      }),
      http.delete('/api/admin/team/:id', ({ params }) => {
        calls.push(`DELETE ${params.id}`)
        return HttpResponse.json({ message: 'Admin removed' })
      }),
    )
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { user } = renderWithProviders(<TeamTab />)
    const mine = (await screen.findByText('boss@example.org', {}, { timeout: 10_000 })).closest('tr')!
    await waitFor(() => expect(within(mine).getByText('You')).toBeInTheDocument())
    expect(within(mine).queryByRole('button', { name: /Remove/ })).toBeNull()

    await user.selectOptions(screen.getByLabelText('Role for staff@example.org'), 'super_admin')
    await user.click(screen.getByRole('button', { name: 'Remove staff@example.org' }))
    await waitFor(() => expect(calls).toEqual(['PATCH u-other {"role":"super_admin"}', 'DELETE u-other']))
  })

  it('validates a new admin (12 characters, not common, not their own e-mail), takes a pasted password, and shows the server refusing a taken e-mail', async () => {
    let sent: unknown
    server.use(
      ...base(),
      http.post('/api/admin/team', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          { error: 'An account with that email already exists.', fieldErrors: { email: ['An account with that email already exists.'] } },
          { status: 409 },
        )
      }),
    )
    const { user } = renderWithProviders(<TeamTab />)
    await user.click(await screen.findByRole('button', { name: 'Add Admin' }, { timeout: 10_000 }))
    const password = () => screen.getByLabelText(/^Password/)
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }))
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await user.type(password(), 'elevenchars')
    await save()
    expect(await screen.findByText('Please enter a valid email address', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 12 characters')).toBeInTheDocument()

    await user.clear(screen.getByLabelText(/^Email/))
    await user.type(screen.getByLabelText(/^Email/), 'staff@example.org')
    await user.clear(password())
    await user.type(password(), 'Welcome2025!')
    await save()
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeInTheDocument()
    await user.clear(password())
    await user.type(password(), 'Staff@Example2025')
    await save()
    expect(
      await screen.findByText("This password is too close to the e-mail address or the organisation's name. Choose one that is harder to guess."),
    ).toBeInTheDocument()
    expect(sent).toBeUndefined()

    await user.clear(password())
    await user.click(password())
    await user.paste('short-and-longer') // paste is allowed (WCAG 3.3.8)
    await user.selectOptions(screen.getByLabelText('Role'), 'super_admin')
    await save()
    expect(await screen.findByText('An account with that email already exists.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(sent).toEqual({ email: 'staff@example.org', password: 'short-and-longer', role: 'super_admin' })
  })
})
