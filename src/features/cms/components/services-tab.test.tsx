import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminService } from '@contract/admin-content.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { ServicesTab } from './services-tab'
import { translationStatesHandler } from '../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

const service: AdminService = {
  id: '33333333-3333-4333-8333-333333333333', version: 1, slug: 'respite-care', title: 'Respite Care', description: 'Short breaks',
  overview: 'O', approach: 'A', keyComponents: [{ name: 'In-home', description: 'Care at home' }], staffTraining: 'S',
  goals: 'G', commitment: 'C', published: true, createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z',
}

describe('ServicesTab', { timeout: 60_000 }, () => {
  // The service form's featured image picker reads the media library.
  beforeEach(() => server.use(http.get('/api/admin/media', () => HttpResponse.json([]))))

  it('edits key components as name/description rows and sends them as an array', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(
      http.get('/api/admin/services', () => HttpResponse.json([service])),
      http.put('/api/admin/services/:id', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(service)
      }),
    )
    const { user } = renderWithProviders(<ServicesTab />)
    await user.click(await screen.findByRole('button', { name: 'Edit Respite Care' }, { timeout: 10_000 }))
    expect(screen.getByLabelText(/^Component 1 name/)).toHaveValue('In-home')

    await user.click(screen.getByRole('button', { name: 'Add component' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findAllByText("keyComponents must be a valid JSON array of objects with 'name' and 'description' properties")).toHaveLength(2)

    await user.type(screen.getByLabelText(/^Component 2 name/), 'Overnight')
    await user.type(screen.getByLabelText(/^Component 2 description/), 'Weekend stays')
    await user.click(screen.getByRole('button', { name: 'Remove component 1' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent!.keyComponents).toEqual([{ name: 'Overnight', description: 'Weekend stays' }])
    expect(sent!.slug).toBe('respite-care')
    expect(sent!.featuredImageId).toBeNull()
  })

  it("shows each service's Spanish state and opens its Spanish editor", async () => {
    server.use(
      translationStatesHandler({ services: { [service.id]: 'out-of-date' } }),
      http.get('/api/admin/services', () => HttpResponse.json([service])),
      http.get(`/api/admin/translations/services/${service.id}/es`, () => HttpResponse.json({
        subject: 'services', key: service.id, locale: 'es', state: 'out-of-date', english: { title: 'Respite Care' },
        translation: { fields: { title: 'Relevo' }, source: { title: 'Respite' }, status: 'published', needsReview: false, version: 2, updatedAt: '2027-01-01T00:00:00.000Z' },
      })),
    )
    const { user } = renderWithProviders(<ServicesTab />)
    const row = (await screen.findByText('Respite Care', {}, { timeout: 10_000 })).closest('tr')!
    expect(await within(row).findByText('Spanish: out of date')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Edit Spanish: Respite Care' }))
    const dialog = await screen.findByRole('dialog', { name: 'Spanish: Respite Care' })
    expect(await within(dialog).findByLabelText('Title (Spanish)', {}, { timeout: 10_000 })).toHaveValue('Relevo')
  })

  it('asks for at least one key component', async () => {
    server.use(http.get('/api/admin/services', () => HttpResponse.json([])))
    const { user } = renderWithProviders(<ServicesTab />)
    await user.click(await screen.findByRole('button', { name: 'New Service' }, { timeout: 10_000 }))
    await user.click(screen.getByRole('button', { name: 'Remove component 1' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Add at least one key component', {}, { timeout: 10_000 })).toBeInTheDocument()
  })
})
