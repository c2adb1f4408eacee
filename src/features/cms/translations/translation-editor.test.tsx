import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CONFLICT_MESSAGE } from '@contract/site-content.ts'
import type { TranslationAnswer } from '@contract/translations.ts'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { SpanishButton } from './spanish-button'
import { translationStatesHandler } from './test-handlers'

const id = '33333333-3333-4333-8333-333333333333'
const path = `/api/admin/translations/services/${id}/es`

const english = {
  title: 'Day Programs',
  description: 'Structured days of learning, friendship and community life for adults with developmental disabilities.',
  keyComponents: [
    { title: 'Life skills', description: 'Cooking, budgeting and travel training.' },
    { title: 'Community outings', description: 'Trips to parks, libraries and local businesses.' },
  ],
}

const translated: TranslationAnswer = {
  subject: 'services', key: id, locale: 'es', english, state: 'draft',
  translation: {
    fields: {
      title: 'Programas de día',
      description: 'Días con estructura para aprender, hacer amistades y participar en la comunidad.',
      keyComponents: [{ title: 'Habilidades para la vida', description: 'Cocina, presupuesto y viajes.' }, { title: '', description: '' }],
    },
    source: english, status: 'draft', needsReview: true, version: 3, updatedAt: '2026-11-27T10:00:00.000Z',
  },
}

function renderEditor(answer: TranslationAnswer) {
  server.use(translationStatesHandler(), http.get(path, () => HttpResponse.json(answer)))
  const rendered = renderWithProviders(<SpanishButton target={{ subject: 'services', key: id }} title="Day Programs" />)
  return { ...rendered, open: async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Edit Spanish: Day Programs' }))
    return screen.findByRole('dialog', { name: 'Spanish: Day Programs' }, { timeout: 10_000 })
  } }
}

describe('The Spanish editor', { timeout: 60_000 }, () => {
  it('shows each English text read-only beside its Spanish field, grouped as the English is', async () => {
    const { open } = renderEditor(translated)
    const dialog = await open()
    const title = await within(dialog).findByLabelText('Title (Spanish)', {}, { timeout: 10_000 })
    expect(title).toHaveValue('Programas de día')
    expect(title).toHaveAttribute('lang', 'es')
    expect(within(dialog).getByText('Day Programs', { selector: 'p' })).toHaveAttribute('lang', 'en')
    // a long English text gets a text area
    expect(within(dialog).getByLabelText('Description (Spanish)').tagName).toBe('TEXTAREA')
    const second = within(dialog).getByRole('group', { name: 'Key component 2' })
    expect(within(second).getByText('Community outings')).toHaveAttribute('lang', 'en')
    expect(within(dialog).getByLabelText('Key component 1: Title (Spanish)')).toHaveValue('Habilidades para la vida')
    expect(within(dialog).getByLabelText('Key component 2: Title (Spanish)')).toHaveValue('')
    expect(within(dialog).getByLabelText('Status')).toHaveValue('draft')
    expect(within(dialog).getByRole('checkbox', { name: 'Needs review by a Spanish speaker' })).toBeChecked()
    expect(within(dialog).queryByText('The English changed after this was translated.')).toBeNull()
  })

  it('saves the texts in the English shape with the status, review flag and version', async () => {
    let sent: unknown
    server.use(http.put(path, async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ ...translated, state: 'published' })
    }))
    const { open, user } = renderEditor(translated)
    const dialog = await open()
    await user.type(await within(dialog).findByLabelText('Key component 2: Title (Spanish)', {}, { timeout: 10_000 }), 'Salidas a la comunidad')
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'published')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Needs review by a Spanish speaker' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent).toEqual({
      fields: {
        title: 'Programas de día',
        description: 'Días con estructura para aprender, hacer amistades y participar en la comunidad.',
        keyComponents: [
          { title: 'Habilidades para la vida', description: 'Cocina, presupuesto y viajes.' },
          { title: 'Salidas a la comunidad', description: '' },
        ],
      },
      status: 'published',
      needsReview: false,
      version: 3,
    })
    // saved, the editor closes
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('starts a missing translation empty, as a draft, and sends no version', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(http.put(path, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>
      return HttpResponse.json(translated)
    }))
    const { open, user } = renderEditor({ ...translated, state: 'missing', translation: null })
    const dialog = await open()
    const title = await within(dialog).findByLabelText('Title (Spanish)', {}, { timeout: 10_000 })
    expect(title).toHaveValue('')
    expect(within(dialog).queryByRole('button', { name: 'Remove Spanish version' })).toBeNull()
    await user.type(title, 'Programas de día')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent).not.toHaveProperty('version')
    expect(sent).toMatchObject({ status: 'draft', needsReview: false, fields: { title: 'Programas de día', description: '' } })
  })

  it("places a 400's field error under its field, linked to it", async () => {
    server.use(http.put(path, () =>
      HttpResponse.json({ error: 'Validation failed', fieldErrors: { 'keyComponents.1.title': ['Title must be at most 200 characters'] } }, { status: 400 })))
    const { open, user } = renderEditor(translated)
    const dialog = await open()
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }, { timeout: 10_000 }))
    const message = await within(dialog).findByText('Title must be at most 200 characters')
    const field = within(dialog).getByLabelText('Key component 2: Title (Spanish)')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
    expect(within(dialog).getByLabelText('Key component 1: Title (Spanish)')).not.toHaveAttribute('aria-invalid')
  })

  it('shows the conflict message with a reload that reads the newest version', async () => {
    let reads = 0
    server.use(
      http.get(path, () => {
        reads += 1
        return HttpResponse.json(reads === 1 ? translated : { ...translated, translation: { ...translated.translation!, version: 4, fields: { title: 'Programas diurnos' } } })
      }),
      http.put(path, () => HttpResponse.json({ error: CONFLICT_MESSAGE }, { status: 409 })),
    )
    const rendered = renderWithProviders(<SpanishButton target={{ subject: 'services', key: id }} title="Day Programs" />)
    server.use(translationStatesHandler())
    await rendered.user.click(screen.getByRole('button', { name: 'Edit Spanish: Day Programs' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    await rendered.user.click(await within(dialog).findByRole('button', { name: 'Save' }, { timeout: 10_000 }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(CONFLICT_MESSAGE)
    await rendered.user.click(within(alert).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(within(dialog).getByLabelText('Title (Spanish)')).toHaveValue('Programas diurnos'))
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('shows what the English was beside what it is now when it changed after translation', async () => {
    const before = { ...english, title: 'Day Program', keyComponents: [english.keyComponents[0], { title: 'Outings', description: english.keyComponents[1]!.description }] }
    const { open } = renderEditor({ ...translated, state: 'out-of-date', translation: { ...translated.translation!, source: before } })
    const dialog = await open()
    expect(await within(dialog).findByText('The English changed after this was translated.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(within(dialog).getByText('Day Program')).toHaveAttribute('lang', 'en')
    expect(within(dialog).getByText('Outings')).toHaveAttribute('lang', 'en')
    // only the texts that changed show their old English
    expect(within(dialog).getAllByText('English when translated')).toHaveLength(2)
  })

  it('asks before removing the Spanish version, and removes it only when confirmed', async () => {
    let removed = 0
    server.use(http.delete(path, () => {
      removed += 1
      return new HttpResponse(null, { status: 204 })
    }))
    const { open, user } = renderEditor(translated)
    const dialog = await open()
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Spanish version' }, { timeout: 10_000 }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the Spanish version of “Day Programs”?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep Spanish version' }))
    expect(removed).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Remove Spanish version' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Spanish version' }))
    await waitFor(() => expect(removed).toBe(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('edits a list of texts: entries changed, added and removed, blank ones not sent', async () => {
    const page = '/api/admin/translations/pages/privacy/es'
    const privacy = { title: 'Privacy Policy', sections: [{ heading: 'What we collect', paragraphs: ['Your name.', 'Your e-mail address.'] }] }
    let sent: { fields: unknown } | undefined
    server.use(
      translationStatesHandler(),
      http.get(page, () => HttpResponse.json({ subject: 'pages', key: 'privacy', locale: 'es', english: privacy, state: 'missing', translation: null })),
      http.put(page, async ({ request }) => {
        sent = (await request.json()) as typeof sent
        return HttpResponse.json({})
      }),
    )
    const { user } = renderWithProviders(<SpanishButton target={{ subject: 'pages', key: 'privacy' }} title="Privacy Policy" />)
    await user.click(screen.getByRole('button', { name: 'Edit Spanish: Privacy Policy' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    const list = await within(dialog).findByRole('group', { name: 'Section 1: Paragraphs (Spanish)' }, { timeout: 10_000 })
    // as many empty entries as the English has, to start
    expect(within(list).getAllByRole('textbox')).toHaveLength(2)
    await user.type(within(list).getByLabelText('Section 1: Paragraph 1 (Spanish)'), 'Su nombre.')
    await user.click(within(list).getByRole('button', { name: 'Add paragraph of Section 1' }))
    await user.type(within(list).getByLabelText('Section 1: Paragraph 3 (Spanish)'), 'Su correo electrónico.')
    await user.type(within(list).getByLabelText('Section 1: Paragraph 2 (Spanish)'), 'Se quita.')
    await user.click(within(list).getByRole('button', { name: 'Remove paragraph 2 of Section 1' }))
    expect(within(list).getByLabelText('Section 1: Paragraph 2 (Spanish)')).toHaveValue('Su correo electrónico.')
    await user.click(within(list).getByRole('button', { name: 'Add paragraph of Section 1' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent!.fields).toEqual({ title: '', sections: [{ heading: '', paragraphs: ['Su nombre.', 'Su correo electrónico.'] }] })
  })
})
