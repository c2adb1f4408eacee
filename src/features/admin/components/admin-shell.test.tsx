import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'
import type { CurrentUser } from '@/lib/auth-context'

configure({ asyncUtilTimeout: 8000 })

const superAdmin: CurrentUser = { ...admin, role: 'super_admin' }

function signedIn(user: CurrentUser) {
  server.use(
    http.get('/api/newsletter', () => HttpResponse.json([{ id: 'n1', email: 'fan@example.org', createdAt: new Date().toISOString() }])),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler(user),
  )
}

// jsdom ignores media queries: the sidebar (hidden below lg) is found with `hidden`.
const sidebar = () => screen.getByRole('navigation', { name: 'Admin sections', hidden: true })

describe('admin shell', { timeout: 60_000 }, () => {
  it('puts each section in its own shell with landmarks, marks the current one, and leaves the public header and footer out', async () => {
    signedIn(admin)
    await renderRoute('/admin/newsletter')
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument()
    expect(await screen.findByText('fan@example.org')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(screen.getByRole('banner')).toHaveTextContent('Admin')
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')

    const nav = sidebar()
    expect(within(nav).getByRole('link', { name: 'Newsletter', hidden: true })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard', hidden: true })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('list', { name: 'Inbox', hidden: true })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Notification Recipients', hidden: true })).toHaveAttribute('href', '/admin/recipients')
    // Team is for super admins only
    expect(within(nav).queryByRole('link', { name: 'Team', hidden: true })).not.toBeInTheDocument()
  })

  it('moves between sections as routes, so Back returns to the previous one', async () => {
    signedIn(superAdmin)
    const { router, user } = await renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeInTheDocument()
    await user.click(within(sidebar()).getByRole('link', { name: 'Team', hidden: true }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/team')
    expect(within(sidebar()).getByRole('link', { name: 'Team', hidden: true })).toHaveAttribute('aria-current', 'page')

    router.history.back()
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
  })

  it('opens the section menu as a drawer on a phone and closes it when a section is chosen', async () => {
    signedIn(admin)
    const { router, user } = await renderRoute('/admin')
    await user.click(await screen.findByRole('button', { name: 'Open admin menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' })
    await user.click(within(drawer).getByRole('link', { name: 'Contacts' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contacts'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument())
    expect(await screen.findByRole('heading', { name: 'No Submissions Yet' })).toBeInTheDocument()
  })

  it('sends an admin who is not super admin from /admin/team back to the dashboard', async () => {
    signedIn(admin)
    const { router } = await renderRoute('/admin/team')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })

  it('leaves the sign-in pages under /admin/ in the public layout, without the shell or its guard', async () => {
    server.use(...layoutHandlers, userHandler(null))
    await renderRoute('/admin/forgot-password')
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Admin sections', hidden: true })).not.toBeInTheDocument()
    // The footer's code loads on its own (lazy-site-footer.tsx), so it arrives just after the page.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  })
})
