import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'

describe('/admin/login', { timeout: 20_000 }, () => {
  beforeEach(() => void toaster.remove())

  it('shows the server message in an alert when the password is wrong', async () => {
    let sent: unknown
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/login', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 })
      }),
    )
    const { user } = await renderRoute('/admin/login')

    await user.type(await screen.findByLabelText(/^Email/), 'staff@example.org')
    await user.click(screen.getByLabelText(/^Password/))
    await user.paste('wrong-password') // pasting works (WCAG 3.3.8)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(sent).toEqual({ email: 'staff@example.org', password: 'wrong-password' })
  })

  it('says sign-in is temporarily unavailable when the API answers 503', async () => {
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/login', () =>
        HttpResponse.json({ error: 'Sign-in is temporarily unavailable. Please try again shortly.' }, { status: 503, headers: { 'Retry-After': '5' } }),
      ),
    )
    const { user } = await renderRoute('/admin/login')
    await user.type(await screen.findByLabelText(/^Email/), 'staff@example.org')
    await user.click(screen.getByLabelText(/^Password/))
    await user.paste('the-password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in is temporarily unavailable. Please try again shortly.')
  })

  it('falls back to "Login failed" and validates before sending', async () => {
    server.use(...layoutHandlers, userHandler(null), http.post('/api/login', () => new HttpResponse('', { status: 500 })))
    const { user } = await renderRoute('/admin/login')

    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Email/), 'staff@example.org')
    await user.type(screen.getByLabelText(/^Password/), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed')
  })

  it('offers password-manager autocomplete and an accessible show/hide toggle', async () => {
    server.use(...layoutHandlers, userHandler(null))
    const { user } = await renderRoute('/admin/login')
    const password = await screen.findByLabelText(/^Password/)
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'username')
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    expect(password).toHaveAttribute('type', 'password')

    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('signs in and goes where the visitor was going', async () => {
    let signedIn = false
    server.use(
      ...layoutHandlers,
      ...dashboardHandlers,
      http.get('/api/user', () => (signedIn ? HttpResponse.json(admin) : HttpResponse.json({}, { status: 401 }))),
      http.post('/api/login', () => {
        signedIn = true
        return HttpResponse.json({ user: { ...admin, username: 'staff' } })
      }),
    )
    const { user, router } = await renderRoute('/admin-login?redirect=%2Fadmin')
    expect(router.state.location.pathname).toBe('/admin/login')

    await user.type(await screen.findByLabelText(/^Email/), 'staff@example.org')
    await user.type(screen.getByLabelText(/^Password/), 'right-password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByRole('heading', { name: 'Customer Relationship Management' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
  })

  it('sends an admin who is already signed in to /admin', async () => {
    server.use(...layoutHandlers, ...dashboardHandlers, userHandler(admin))
    const { router } = await renderRoute('/admin/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })

  it('ignores a redirect to another site', async () => {
    server.use(...layoutHandlers, ...dashboardHandlers, userHandler(admin))
    const { router } = await renderRoute('/admin/login?redirect=%2F%2Fevil.example')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })
})
