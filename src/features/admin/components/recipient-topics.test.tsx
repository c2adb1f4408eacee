import { configure, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Recipient } from '@contract/recipients.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'

configure({ asyncUtilTimeout: 8000 })

const ID = '5f0c8e8e-1f0e-4d7a-9a3c-2b1d0e9f8a7b'
let recipient: Recipient
let patches: unknown[] = []

beforeEach(() => {
  patches = []
  recipient = { id: ID, name: 'Hiring Desk', email: 'hiring@example.org', active: true, topics: ['contact'], createdAt: '2026-11-01T12:00:00.000Z' }
  server.use(
    http.get('/api/notification-recipients', () => HttpResponse.json([recipient])),
    http.patch(`/api/notification-recipients/${ID}`, async ({ request }) => {
      const change = (await request.json()) as Partial<Recipient>
      patches.push(change)
      recipient = { ...recipient, ...change }
      return HttpResponse.json(recipient)
    }),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler(admin),
  )
})

describe('notification recipients: what each is told of', { timeout: 60_000 }, () => {
  it('offers contact messages, job applications and volunteer applications', async () => {
    const { user } = await renderRoute('/admin/recipients')
    const group = await screen.findByRole('group', { name: 'Notify Hiring Desk of' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Contact messages' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Job applications' })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Job applications' }))
    await waitFor(() => expect(patches).toEqual([{ topics: ['contact', 'careers'] }]))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Job applications' })).toBeChecked())
    await user.click(screen.getByRole('checkbox', { name: 'Contact messages' }))
    await waitFor(() => expect(patches.at(-1)).toEqual({ topics: ['careers'] }))
  })
})
