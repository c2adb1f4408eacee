import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { layoutHandlers, userHandler } from '@/testing/admin-handlers'

describe('password reset screens', { timeout: 20_000 }, () => {
  beforeEach(() => void toaster.remove())

  it('forgot password: sends the e-mail, toasts and shows the confirmation panel', async () => {
    let sent: unknown
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/forgot-password', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'If an account with that email exists, a password reset link has been sent.' })
      }),
    )
    const { user } = await renderRoute('/admin/forgot-password')
    await user.click(await screen.findByLabelText(/^Email/))
    await user.paste('staff@example.org')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))

    expect(
      await screen.findByText('If an account exists with the email you provided, you will receive a password reset link shortly.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Email sent')).toBeInTheDocument()
    expect(sent).toEqual({ email: 'staff@example.org' })
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login')
  })

  it('forgot password: a failure toasts the server message', async () => {
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/forgot-password', () =>
        HttpResponse.json({ error: 'Too many attempts. Please try again later.' }, { status: 429 }),
      ),
    )
    const { user } = await renderRoute('/admin/forgot-password')
    await user.click(await screen.findByLabelText(/^Email/))
    await user.paste('staff@example.org')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument()
    expect(screen.queryByText(/you will receive a password reset link shortly/)).not.toBeInTheDocument()
  })

  it('reset password without a token: Invalid Reset Link', async () => {
    server.use(...layoutHandlers, userHandler(null))
    await renderRoute('/admin/reset-password')
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/admin/forgot-password')
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login')
  })

  it('reset password: checks the confirmation, then succeeds and returns to login after 3 s', async () => {
    let sent: unknown
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/reset-password', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Your password has been reset successfully.' })
      }),
    )
    const { user, router } = await renderRoute('/admin/reset-password?token=abc123')
    await user.click(await screen.findByLabelText(/^New Password/))
    await user.paste('harbour lantern 7')
    await user.click(screen.getByLabelText(/^Confirm Password/))
    await user.paste('harbour lantern 8')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(sent).toBeUndefined()

    await user.clear(screen.getByLabelText(/^Confirm Password/))
    await user.click(screen.getByLabelText(/^Confirm Password/))
    await user.paste('harbour lantern 7')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))

    expect(await screen.findByText('Your password has been reset successfully!')).toBeInTheDocument()
    expect(screen.getByText('Redirecting to login page...')).toBeInTheDocument()
    expect(sent).toEqual({ token: 'abc123', password: 'harbour lantern 7' })
    expect(router.state.location.pathname).toBe('/admin/reset-password')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), { timeout: 5000 })
  })

  it('reset password: an expired link toasts the failure and keeps the form', async () => {
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/reset-password', () => new HttpResponse(null, { status: 400 })),
    )
    const { user } = await renderRoute('/admin/reset-password?token=old')
    await user.click(await screen.findByLabelText(/^New Password/))
    await user.paste('harbour lantern 7')
    await user.click(screen.getByLabelText(/^Confirm Password/))
    await user.paste('harbour lantern 7')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Failed to reset password. The link may have expired.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/admin/forgot-password')
  })

  async function submitReset(password: string, confirm = password) {
    const { user } = await renderRoute('/admin/reset-password?token=abc123')
    await user.click(await screen.findByLabelText(/^New Password/))
    await user.paste(password)
    await user.click(screen.getByLabelText(/^Confirm Password/))
    await user.paste(confirm)
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    return user
  }

  it('reset password: a password over 72 bytes is refused in the form, before the link is used', async () => {
    let sent = false
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/reset-password', () => {
        sent = true
        return HttpResponse.json({ message: 'ok' })
      }),
    )
    await submitReset('é'.repeat(37)) // 37 characters, 74 bytes (too long is said before anything else)
    expect(
      await screen.findByText('Password must be at most 72 bytes (72 plain letters or digits; accented letters and emoji take 2 to 4 each)'),
    ).toBeInTheDocument()
    expect(sent).toBe(false)
  })

  it.each([
    ['eleven char', 'Password must be at least 12 characters'],
    ['Password2025!', 'This password is too common. Choose one that is harder to guess.'],
    ['123456789012', 'This password is a repeated or sequential pattern (like aaaa or 1234). Choose one that is harder to guess.'],
  ])('reset password: %s is refused under the field, before the link is used', async (password, message) => {
    let sent = false
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/reset-password', () => {
        sent = true
        return HttpResponse.json({ message: 'ok' })
      }),
    )
    await submitReset(password)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toBe(false)
  })

  it('reset password: both fields take a pasted password (WCAG 3.3.8), nothing cancels the paste', async () => {
    server.use(...layoutHandlers, userHandler(null))
    const { user } = await renderRoute('/admin/reset-password?token=abc123')
    for (const label of [/^New Password/, /^Confirm Password/]) {
      const field = await screen.findByLabelText(label)
      expect(fireEvent.paste(field, { clipboardData: { getData: () => 'x' } })).toBe(true) // not default-prevented
      await user.click(field)
      await user.paste('pasted from a password manager')
      expect(field).toHaveValue('pasted from a password manager')
    }
  })

  it('reset password: a password the server refuses is explained under the field and the form stays', async () => {
    const refused = 'Your new password must be different from your current password. Please choose another one.'
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/reset-password', () => HttpResponse.json({ error: refused, fieldErrors: { password: [refused] } }, { status: 400 })),
    )
    await submitReset('harbour lantern 7')
    expect(await screen.findAllByText(refused)).toHaveLength(2) // under the field and in the toast
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Request New Reset Link' })).not.toBeInTheDocument() // the link still works
  })

  it('reset password: sign-in unavailable (503) shows the server words and keeps the form', async () => {
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ error: 'Sign-in is temporarily unavailable. Please try again shortly.' }, { status: 503, headers: { 'Retry-After': '5' } }),
      ),
    )
    await submitReset('harbour lantern 7')
    expect(await screen.findByText('Sign-in is temporarily unavailable. Please try again shortly.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument()
  })
})
