import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { redirectSearchSchema } from '../lib/redirect-search'
import { IDLE_MS, InactivityGuard } from './inactivity-guard'
import { RestoredDraftsNotice } from './restored-drafts-notice'

/** A page with a react-hook-form form, as the admin sections have. */
function NotePage() {
  const { register, handleSubmit, watch } = useForm({ defaultValues: { title: '', body: '', urgent: false } })
  return (
    <form aria-label="Note" onSubmit={handleSubmit(() => {})}>
      <label>Title <input {...register('title')} /></label>
      <label>Body <textarea {...register('body')} /></label>
      <label><input type="checkbox" {...register('urgent')} /> Urgent</label>
      <label>Password <input type="password" name="secret" defaultValue="" /></label>
      <p data-testid="watched">{watch('title')}</p>
    </form>
  )
}

function renderAdminPage() {
  const root = createRootRoute({ component: () => <><InactivityGuard /><RestoredDraftsNotice /><Outlet /></> })
  const notes = createRoute({ getParentRoute: () => root, path: '/admin/notes', component: NotePage })
  const login = createRoute({
    getParentRoute: () => root, path: '/admin/login', validateSearch: redirectSearchSchema, component: () => <h1>Admin Login</h1>,
  })
  const router = createRouter({ routeTree: root.addChildren([notes, login]), history: createMemoryHistory({ initialEntries: ['/admin/notes'] }) })
  const view = renderWithProviders(<RouterProvider router={router} />)
  return { ...view, router }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const dialog = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' })

let logouts = 0
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  sessionStorage.clear()
  logouts = 0
  server.use(http.post('/api/logout', () => {
    logouts++
    return HttpResponse.json({ message: 'Logged out' })
  }))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('inactivity sign-out', { timeout: 30_000 }, () => {
  it('warns after 30 minutes with a countdown, and Stay signed in starts the 30 minutes again', async () => {
    renderAdminPage()
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument()
    await advance(IDLE_MS - 1000)
    expect(dialog()).not.toBeInTheDocument()
    await advance(1000)
    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' })
    expect(warning).toHaveTextContent('you will be signed out in 2:00')
    // (where focus lands needs a real layout: jsdom has none, so e2e/admin/audit-and-sessions.spec.ts checks it)
    const stay = screen.getByRole('button', { name: 'Stay signed in' })
    await advance(15_000)
    expect(warning).toHaveTextContent('you will be signed out in 1:45')

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(stay)
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    await advance(IDLE_MS - 5000)
    expect(dialog()).not.toBeInTheDocument()
    await advance(5000)
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument()
    expect(logouts).toBe(0)
  })

  it('activity restarts the 30 minutes', async () => {
    renderAdminPage()
    const title = await screen.findByRole('textbox', { name: 'Title' })
    await advance(IDLE_MS - 60_000)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(title, 'x')
    await advance(IDLE_MS - 5000)
    expect(dialog()).not.toBeInTheDocument()
  })

  it('without an answer signs out to the sign-in page, then puts the unsaved form back after signing in again', async () => {
    const { router } = renderAdminPage()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Call the Smith family')
    await user.type(screen.getByRole('textbox', { name: 'Body' }), 'About Saturday')
    await user.click(screen.getByRole('checkbox', { name: 'Urgent' }))
    await user.type(screen.getByLabelText('Password'), 'never kept')

    await advance(IDLE_MS)
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument()
    await advance(120_000)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(logouts).toBe(1)
    expect(router.state.location.search).toEqual({ redirect: '/admin/notes' })
    const saved = sessionStorage.getItem('admin-form-drafts')!
    expect(JSON.parse(saved)).toEqual({ path: '/admin/notes', forms: [{ label: 'Note', values: { title: 'Call the Smith family', body: 'About Saturday', urgent: true } }] })
    expect(saved).not.toContain('never kept')

    // signed in again: the sign-in page returns to where the person was
    await act(() => router.navigate({ href: '/admin/notes' }))
    const title = await screen.findByRole('textbox', { name: 'Title' })
    await waitFor(() => expect(title).toHaveValue('Call the Smith family'))
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('About Saturday')
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).toBeChecked()
    expect(screen.getByTestId('watched')).toHaveTextContent('Call the Smith family')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were signed out after 30 minutes without activity.Your unsaved changes to Note were put back. They are not saved yet.')
    expect(sessionStorage.getItem('admin-form-drafts')).toBeNull()
  })

  it('says plainly what was not saved when the form is no longer there', async () => {
    sessionStorage.setItem('admin-form-drafts', JSON.stringify({ path: '/admin/notes', forms: [{ label: 'Event', values: { title: 'Picnic', published: false } }] }))
    sessionStorage.setItem('admin-idle-sign-out', 'saved')
    renderAdminPage()
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument()
    await advance(9000)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your unsaved changes to Event could not be put back and were not saved: title: Picnic.')
  })
})
