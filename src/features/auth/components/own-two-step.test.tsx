import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const phone = { id: '6f1c2a34-0000-4000-8000-000000000001', friendlyName: 'Work phone', createdAt: '2026-11-27T01:00:00Z' }

describe('/admin/security: setting up two-step sign-in', { timeout: 30_000 }, () => {
  it('shows the QR code and the key as text, confirms with a code, then lists the authenticator', async () => {
    let authenticators: (typeof phone)[] = []
    const confirmed: unknown[] = []
    server.use(
      ...layoutHandlers,
      userHandler(admin),
      http.get('/api/auth/two-step', () => HttpResponse.json({ authenticators, required: false, secondStep: null })),
      http.post('/api/auth/two-step/authenticators', async ({ request }) => {
        expect(await request.json()).toEqual({ friendlyName: 'Work phone' })
        return HttpResponse.json({
          factorId: phone.id, secret: SECRET, qrCode: null,
          uri: `otpauth://totp/localhost:staff%40example.org?algorithm=SHA1&digits=6&issuer=localhost&period=30&secret=${SECRET}`,
        }, { status: 201 })
      }),
      http.post(`/api/auth/two-step/authenticators/${phone.id}/confirm`, async ({ request }) => {
        confirmed.push(await request.json())
        authenticators = [phone]
        return HttpResponse.json({ authenticators, required: false, secondStep: null })
      }),
      ...dashboardHandlers,
    )
    const { user } = await renderRoute('/admin/security')
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument()
    expect(await screen.findByText(/not set up yet/)).toBeInTheDocument()
    // the shell's navigation links here under Settings
    const nav = screen.getByRole('navigation', { name: 'Admin sections', hidden: true })
    expect(within(nav).getByRole('link', { name: 'Two-step sign-in', hidden: true })).toHaveAttribute('aria-current', 'page')
    // an admin who is not super_admin sees no staff-wide controls
    expect(screen.queryByRole('heading', { name: 'Staff accounts' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }))
    const name = await screen.findByLabelText(/^Name of this authenticator/)
    await user.clear(name)
    await user.type(name, 'Work phone')
    await user.click(screen.getByRole('button', { name: 'Set up authenticator' }))

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument()
    const key = screen.getByLabelText('Setup key')
    expect(key).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(key).toHaveAttribute('readonly')

    await user.type(screen.getByLabelText(/^6-digit code/), '246810')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(confirmed).toEqual([{ code: '246810' }]))
    const list = await screen.findByRole('list')
    expect(within(list).getByText('Work phone')).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: 'Remove Work phone' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add another authenticator' })).toBeInTheDocument()
  })

  it('lets a super_admin require it for every staff account and reset someone', async () => {
    const staff = [
      { userId: 'u1', email: 'staff@example.org', role: 'super_admin', authenticators: 1 },
      { userId: 'u2', email: 'lee@example.org', role: 'admin', authenticators: 2 },
    ]
    const calls: string[] = []
    let required = false
    server.use(
      ...layoutHandlers,
      userHandler({ ...admin, role: 'super_admin' }),
      http.get('/api/auth/two-step', () => HttpResponse.json({ authenticators: [phone], required, secondStep: null })),
      http.get('/api/admin/two-step', () => HttpResponse.json({ required, staff })),
      http.put('/api/admin/two-step/required', async ({ request }) => {
        required = ((await request.json()) as { required: boolean }).required
        calls.push(`required ${required}`)
        return HttpResponse.json({ required, staff })
      }),
      http.delete('/api/admin/two-step/staff/:userId', ({ params }) => {
        calls.push(`reset ${String(params.userId)}`)
        return HttpResponse.json({ message: 'reset' })
      }),
      ...dashboardHandlers,
    )
    const { user } = await renderRoute('/admin/security')
    const rule = await screen.findByRole('checkbox', { name: 'Require two-step sign-in for every staff account' })
    expect(rule).not.toBeChecked()
    await user.click(rule)
    await waitFor(() => expect(calls).toEqual(['required true']))
    await waitFor(() => expect(rule).toBeChecked())
    // no reset button for one's own account
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in for staff@example.org' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in for lee@example.org' }))
    await waitFor(() => expect(calls).toEqual(['required true', 'reset u2']))
  })
})
