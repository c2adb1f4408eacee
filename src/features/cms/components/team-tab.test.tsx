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

  it('validates a new admin and shows the server refusing a taken e-mail', async () => {
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
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await user.type(screen.getByLabelText(/^Password/), 'short')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Please enter a valid email address', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()

    await user.clear(screen.getByLabelText(/^Email/))
    await user.type(screen.getByLabelText(/^Email/), 'staff@example.org')
    await user.type(screen.getByLabelText(/^Password/), '-and-longer')
    await user.selectOptions(screen.getByLabelText('Role'), 'super_admin')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('An account with that email already exists.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(sent).toEqual({ email: 'staff@example.org', password: 'short-and-longer', role: 'super_admin' })
  })
})
