import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TWO_STEP_MESSAGES } from '@contract/two-step.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'

const status = { authenticators: [{ id: 'f1', friendlyName: 'Phone', createdAt: '2026-11-27T01:00:00Z' }], required: false }

describe('/admin/two-step: the code after the password', { timeout: 30_000 }, () => {
  it('is where the admin area sends an account whose code is still needed', async () => {
    server.use(...layoutHandlers, ...dashboardHandlers, userHandler({ ...admin, secondStep: 'code' }))
    const { router } = await renderRoute('/admin/contacts')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-step'))
    expect(router.state.location.search).toEqual({ redirect: '/admin/contacts' })
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument()
  })

  it('asks for a numeric one-time code, validates it, shows a refusal, then goes on', async () => {
    const sent: unknown[] = []
    let answer = 0
    server.use(
      ...layoutHandlers,
      ...dashboardHandlers,
      userHandler({ ...admin, secondStep: 'code' }),
      http.post('/api/auth/two-step/verify', async ({ request }) => {
        sent.push(await request.json())
        return answer++ === 0
          ? HttpResponse.json({ error: TWO_STEP_MESSAGES.wrongCode, fieldErrors: { code: [TWO_STEP_MESSAGES.wrongCode] } }, { status: 400 })
          : HttpResponse.json({ ...status, secondStep: null })
      }),
    )
    const { user, router } = await renderRoute('/admin/two-step?redirect=%2Fadmin%2Fcontacts')
    const field = await screen.findByLabelText(/^6-digit code/)
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    expect(field).toHaveAttribute('inputmode', 'numeric')

    await user.type(field, '12')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.clear(field)
    await user.type(field, '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.wrongCode)
    expect(sent).toEqual([{ code: '123456' }])

    await user.clear(field)
    await user.type(field, '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contacts'))
  })

  it('sends an account that needs no code straight on', async () => {
    server.use(...layoutHandlers, ...dashboardHandlers, userHandler(admin))
    const { router } = await renderRoute('/admin/two-step')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })
})
