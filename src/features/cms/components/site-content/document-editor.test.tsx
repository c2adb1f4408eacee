import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { CONFLICT_MESSAGE, type Revision } from '@contract/site-content.ts'
import { siteContent } from '@/testing/site-content-handlers'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { DocumentEditor } from './document-editor'
import { translationStatesHandler } from '../../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

const settings = siteContent.settings
const saved = { body: settings, version: 4, updatedAt: '2026-11-20T10:00:00.000Z' }
const revisions: Revision[] = [
  { id: 12, action: 'update', changedAt: '2026-11-20T10:00:00.000Z', changedBy: 'maria', version: 4, data: { body: settings } },
  { id: 7, action: 'update', changedAt: '2026-11-19T15:30:00.000Z', changedBy: null, version: 3, data: { body: settings } },
]

function renderSettings() {
  server.use(
    http.get('/api/admin/content/settings', () => HttpResponse.json(saved)),
    http.get('/api/admin/content/settings/revisions', () => HttpResponse.json(revisions)),
  )
  return renderWithProviders(<DocumentEditor document={{ kind: 'settings' }} label="the site settings" preview={null} />)
}

describe('DocumentEditor (the pages and the site settings)', { timeout: 120_000 }, () => {
  it('checks nested fields with the schema: a bad ZIP code is refused next to its field before sending', async () => {
    let sent = false
    server.use(http.put('/api/admin/content/settings', () => {
      sent = true
      return HttpResponse.json(saved)
    }))
    const { user } = renderSettings()
    const zip = await screen.findByLabelText(/^ZIP code/, {}, { timeout: 10_000 })
    await user.clear(zip)
    await user.type(zip, '7039')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Please enter a 5-digit ZIP code')).toBeInTheDocument()
    expect(sent).toBe(false)
  })

  it('sends the body with the version it was loaded at; a stale one shows the conflict message', async () => {
    let sent: { body: { phones: { main: string } }; version: number } | undefined
    server.use(http.put('/api/admin/content/settings', async ({ request }) => {
      sent = (await request.json()) as typeof sent
      return HttpResponse.json({ error: CONFLICT_MESSAGE }, { status: 409 })
    }))
    const { user } = renderSettings()
    const phone = await screen.findByLabelText(/^Main phone/, {}, { timeout: 10_000 })
    await user.clear(phone)
    await user.type(phone, '(973) 555-0100')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this; reload to see their changes')
    expect(sent?.version).toBe(4)
    expect(sent?.body.phones.main).toBe('(973) 555-0100')
  })

  it('lists the versions with who and when, and restores an earlier one at the version in view', async () => {
    let restored: { url: string; body: unknown } | undefined
    server.use(http.post('/api/admin/content/settings/revisions/:id/restore', async ({ request }) => {
      restored = { url: new URL(request.url).pathname, body: await request.json() }
      return HttpResponse.json({ ...saved, version: 5 })
    }))
    const { user } = renderSettings()
    await user.click(await screen.findByRole('button', { name: 'History' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'History' })
    const versions = within(dialog).getAllByRole('listitem')
    expect(versions[0]).toHaveTextContent('Version 4: Saved (current)')
    expect(versions[0]).toHaveTextContent('maria, Nov 20, 2026 5:00 AM')
    expect(within(versions[0]!).queryByRole('button')).toBeNull()
    expect(versions[1]).toHaveTextContent('Loaded with the site')
    await user.click(within(versions[1]!).getByRole('button', { name: 'Restore version 3' }))
    await waitFor(() => expect(restored).toEqual({ url: '/api/admin/content/settings/revisions/7/restore', body: { version: 4 } }))
  })

  it("shows the settings' Spanish state and opens their Spanish editor", async () => {
    server.use(
      translationStatesHandler({ settings: { site: 'published' } }),
      http.get('/api/admin/translations/settings/site/es', () => HttpResponse.json({
        subject: 'settings', key: 'site', locale: 'es', state: 'published', english: { tagline: settings.tagline },
        translation: { fields: { tagline: 'Apoyo para cada etapa' }, source: { tagline: settings.tagline }, status: 'published', needsReview: true, version: 1, updatedAt: '2026-11-20T10:00:00.000Z' },
      })),
    )
    const { user } = renderSettings()
    expect(await screen.findByText('Spanish: published', {}, { timeout: 10_000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit Spanish: the site settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Spanish: the site settings' })
    expect(await within(dialog).findByLabelText('Tagline (Spanish)', {}, { timeout: 10_000 })).toHaveValue('Apoyo para cada etapa')
    expect(within(dialog).getByText(settings.tagline)).toHaveAttribute('lang', 'en')
  })
})
