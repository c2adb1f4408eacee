import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderRoute, renderWithProviders } from '@/testing/render'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'
import { guardOutcome } from '../lib/guard'
import { SuperAdminRequired } from './guard-screens'

describe('guards', { timeout: 20_000 }, () => {
  beforeEach(() => void toaster.remove())

  it('decides the three outcomes', () => {
    expect(guardOutcome(null, 'admin')).toBe('signed-out')
    expect(guardOutcome({ role: '' }, 'admin')).toBe('not-admin')
    expect(guardOutcome({ role: 'admin' }, 'admin')).toBe('allowed')
    expect(guardOutcome({ role: 'admin' }, 'super_admin')).toBe('not-super-admin')
    expect(guardOutcome({ role: 'super_admin' }, 'super_admin')).toBe('allowed')
  })

  it('sends a signed-out visitor to the sign-in page, remembering /admin', async () => {
    server.use(...layoutHandlers, userHandler(null))
    const { router } = await renderRoute('/admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(router.state.location.search).toEqual({ redirect: '/admin' })
  })

  it('sends a signed-in account without an admin role home', async () => {
    server.use(...layoutHandlers, userHandler({ id: 'u2', email: 'x@example.org', role: null as unknown as string }))
    const { router } = await renderRoute('/admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows Authentication Required when the session ends while the dashboard is open', async () => {
    server.use(...layoutHandlers, ...dashboardHandlers, userHandler(admin))
    const { queryClient, router } = await renderRoute('/admin')
    expect(await screen.findByRole('heading', { name: 'Customer Relationship Management' })).toBeInTheDocument()

    queryClient.setQueryData(currentUserQueryOptions().queryKey, null)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
  })

  it('signs out: clears the user and cached admin data even when the call fails', async () => {
    server.use(
      ...layoutHandlers,
      ...dashboardHandlers,
      userHandler(admin),
      http.post('/api/logout', () => HttpResponse.json({ error: 'Server unavailable' }, { status: 503 })),
    )
    const { user, queryClient, router } = await renderRoute('/admin')
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeNull()
    expect(queryClient.getQueryData(['api', 'contact'])).toBeUndefined()
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument()
  })

  it('names the current role on the super-admin screen', () => {
    renderWithProviders(<SuperAdminRequired role="admin" />)
    expect(screen.getByRole('heading', { name: 'Super Admin Required' })).toBeInTheDocument()
    expect(screen.getByText('This page requires super admin privileges.')).toBeInTheDocument()
    expect(screen.getByText('Current role: admin')).toBeInTheDocument()
  })
})
