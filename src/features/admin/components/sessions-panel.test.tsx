import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StaffSession } from '@contract/sessions.ts'
import { Toaster, toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { SessionsPanel } from './sessions-panel'

configure({ asyncUtilTimeout: 8000 })

const here: StaffSession = {
  id: '11111111-1111-4111-8111-111111111111', browser: 'Firefox on Linux', address: '203.0.113.7',
  createdAt: '2026-11-20T14:00:00.000Z', lastActiveAt: '2026-11-20T15:00:00.000Z', current: true,
}
const phone: StaffSession = { ...here, id: '22222222-2222-4222-8222-222222222222', browser: 'Safari on iOS', address: '198.51.100.4', current: false }
const laptop: StaffSession = { ...here, id: '33333333-3333-4333-8333-333333333333', browser: 'Chrome on Windows', address: null, current: false }

let live: StaffSession[] = []
let calls: string[] = []
beforeEach(() => {
  live = [here, phone, laptop]
  calls = []
  server.use(
    http.get('/api/sessions', () => HttpResponse.json(live)),
    http.delete('/api/sessions/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`)
      live = live.filter((s) => s.id !== params.id)
      return HttpResponse.json({ ended: 1, message: 'The session has ended.' })
    }),
    http.post('/api/sessions/end-others', () => {
      calls.push('POST end-others')
      const ended = live.filter((s) => !s.current).length
      live = live.filter((s) => s.current)
      return HttpResponse.json({ ended, message: `Signed out of ${ended} other sessions.` })
    }),
  )
})

afterEach(() => toaster.remove())

describe('your sessions', () => {
  it('lists each session with browser, address, last activity and this device', async () => {
    renderWithProviders(<SessionsPanel />)
    const list = await screen.findByRole('list', { name: 'Your sessions' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Firefox on Linux')
    expect(items[0]).toHaveTextContent('This device')
    expect(items[0]).toHaveTextContent('Address: 203.0.113.7')
    expect(items[0]).toHaveTextContent(/Last active Nov 20, 2026 at 10:00 AM/)
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument()
    expect(items[2]).toHaveTextContent('Address: unknown')
    expect(screen.getByText(/You are signed in on 3 devices/)).toBeInTheDocument()
  })

  it('signs out one other session', async () => {
    const { user } = renderWithProviders(<><Toaster /><SessionsPanel /></>)
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS (198.51.100.4)' }))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(2))
    expect(calls).toEqual([`DELETE ${phone.id}`])
    expect(await screen.findByText('The session has ended.')).toBeInTheDocument()
  })

  it('signs out all the other sessions, and the button rests when there are none', async () => {
    const { user } = renderWithProviders(<><Toaster /><SessionsPanel /></>)
    await user.click(await screen.findByRole('button', { name: 'Sign Out All Other Sessions' }))
    await waitFor(() => expect(document.body).toHaveTextContent('Signed out of 2 other sessions.'))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Sign Out All Other Sessions' })).toBeDisabled()
    expect(calls).toEqual(['POST end-others'])
  })
})
