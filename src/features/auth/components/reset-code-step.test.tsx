import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TWO_STEP_MESSAGES } from '@contract/two-step.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { layoutHandlers, userHandler } from '@/testing/admin-handlers'

describe('reset password: the code step of an account with two-step sign-in', { timeout: 30_000 }, () => {
  it('asks for the code after the link checks out, announces a wrong one, then resets with password and code', async () => {
    const sent: unknown[] = []
    server.use(
      ...layoutHandlers,
      userHandler(null),
      http.post('/api/auth/reset-password', async ({ request }) => {
        const body = (await request.json()) as { code?: string }
        sent.push(body)
        if (!body.code) {
          return HttpResponse.json({ error: TWO_STEP_MESSAGES.resetCodeNeeded, fieldErrors: { code: [TWO_STEP_MESSAGES.resetCodeNeeded] } }, { status: 400 })
        }
        if (body.code !== '123456') {
          return HttpResponse.json({ error: TWO_STEP_MESSAGES.wrongCode, fieldErrors: { code: [TWO_STEP_MESSAGES.wrongCode] } }, { status: 400 })
        }
        return HttpResponse.json({ message: 'Your password has been reset successfully.' })
      }),
    )
    const { user } = await renderRoute('/admin/reset-password?token=abc123')
    await user.click(await screen.findByLabelText(/^New Password/))
    await user.paste('harbour lantern 7')
    await user.click(screen.getByLabelText(/^Confirm Password/))
    await user.paste('harbour lantern 7')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))

    const heading = await screen.findByRole('heading', { name: 'Enter Your Code' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText(TWO_STEP_MESSAGES.resetCodeNeeded)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const code = screen.getByLabelText(/^6-digit code/)
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')

    await user.click(code)
    await user.paste('654321')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.wrongCode)

    await user.clear(code)
    await user.click(code)
    await user.paste('123456')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Your password has been reset successfully!')).toBeInTheDocument()
    expect(sent).toEqual([
      { token: 'abc123', password: 'harbour lantern 7' },
      { token: 'abc123', password: 'harbour lantern 7', code: '654321' },
      { token: 'abc123', password: 'harbour lantern 7', code: '123456' },
    ])
  })
})
