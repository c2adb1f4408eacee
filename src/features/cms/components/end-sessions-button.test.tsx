import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster, toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { EndSessionsButton } from './end-sessions-button'

const userId = '44444444-4444-4444-8444-444444444444'
afterEach(() => {
  vi.restoreAllMocks()
  toaster.remove()
})

describe('Sign Out Everywhere', () => {
  it('asks first, then ends every session of the member', async () => {
    const calls: string[] = []
    server.use(http.post('/api/admin/team/:id/end-sessions', ({ params }) => {
      calls.push(String(params.id))
      return HttpResponse.json({ ended: 2, message: 'Ended 2 sessions.' })
    }))
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const { user } = renderWithProviders(<><Toaster /><EndSessionsButton userId={userId} email="sam@example.org" /></>)
    const button = screen.getByRole('button', { name: 'Sign out sam@example.org everywhere' })
    await user.click(button)
    expect(confirm).toHaveBeenCalledWith('Sign sam@example.org out of every session?')
    expect(calls).toEqual([])
    await user.click(button)
    await waitFor(() => expect(document.body).toHaveTextContent('sam@example.org: Ended 2 sessions.'))
    expect(calls).toEqual([userId])
  })

  it('shows the refusal in the person\'s words', async () => {
    server.use(http.post('/api/admin/team/:id/end-sessions', () => HttpResponse.json({ error: 'Super admin privileges required.' }, { status: 403 })))
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { user } = renderWithProviders(<><Toaster /><EndSessionsButton userId={userId} email="sam@example.org" /></>)
    await user.click(screen.getByRole('button', { name: 'Sign out sam@example.org everywhere' }))
    await waitFor(() => expect(document.body).toHaveTextContent('Super admin privileges required.'))
  })
})
