import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { CONFLICT_MESSAGE } from '@contract/site-content.ts'
import { usePageContent } from '@/lib/site-content'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { CollectionEditor } from './collection-editor'
import { translationStatesHandler } from '../../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

const row = (n: number, question: string) => ({
  id: `${n}1111111-1111-4111-8111-111111111111`, position: n, version: 3, updatedAt: '2026-11-20T10:00:00.000Z',
  question, answer: `The answer to ${question}`, published: true,
})
const first = row(1, 'How do I apply?')
const second = row(2, 'Is there a waiting list?')

/** Stands in for the public page: it reads the FAQs from the cache as ResourcesPage does. */
function FaqsOnPage() {
  const { collections } = usePageContent('resources')
  return (
    <ul aria-label="Questions on the page">
      {collections.faqs.map((faq) => (
        <li key={faq.id}>{faq.question}</li>
      ))}
    </ul>
  )
}

/** The saved list, as the stand-in server holds it. */
let saved = [first, second]

function renderFaqs() {
  saved = [first, second]
  server.use(http.get('/api/admin/content/faqs', () => HttpResponse.json(saved)))
  return renderWithProviders(<CollectionEditor name="faqs" preview={<FaqsOnPage />} />)
}

describe('CollectionEditor (one editor for every collection)', { timeout: 60_000 }, () => {
  it("shows the schema's message next to an empty required field and sends nothing", async () => {
    let posted = false
    server.use(http.post('/api/admin/content/faqs', () => {
      posted = true
      return HttpResponse.json(first, { status: 201 })
    }))
    const { user } = renderFaqs()
    await user.click(await screen.findByRole('button', { name: 'New FAQ' }, { timeout: 10_000 }))
    await user.type(screen.getByLabelText(/^Answer/), 'Call us.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const question = screen.getByLabelText(/^Question/)
    expect(await screen.findByText('Question is required')).toBeInTheDocument()
    expect(question).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(false)
  })

  it("places the server's field error next to its field", async () => {
    server.use(http.post('/api/admin/content/faqs', () =>
      HttpResponse.json({ error: 'Validation failed', fieldErrors: { answer: ['Answer must be at most 4000 characters'] } }, { status: 400 })))
    const { user } = renderFaqs()
    await user.click(await screen.findByRole('button', { name: 'New FAQ' }, { timeout: 10_000 }))
    await user.type(screen.getByLabelText(/^Question/), 'Where do I park?')
    await user.type(screen.getByLabelText(/^Answer/), 'Behind the building.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Answer must be at most 4000 characters')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Answer/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('saves an edit with the version it started from, and shows the conflict message when that version is stale', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(http.put('/api/admin/content/faqs/:id', async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>
      return HttpResponse.json({ error: CONFLICT_MESSAGE }, { status: 409 })
    }))
    const { user } = renderFaqs()
    await user.click(await screen.findByRole('button', { name: 'Edit How do I apply?' }, { timeout: 10_000 }))
    await user.clear(screen.getByLabelText(/^Answer/))
    await user.type(screen.getByLabelText(/^Answer/), 'Call our intake line.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Someone else saved this; reload to see their changes')
    expect(sent).toEqual({ question: 'How do I apply?', answer: 'Call our intake line.', published: true, version: 3 })
    // the form stays open with the admin's text
    expect(screen.getByLabelText(/^Answer/)).toHaveValue('Call our intake line.')
  })

  it('moves an item with the keyboard, announces its new position and saves the new order', async () => {
    let order: unknown
    server.use(http.post('/api/admin/content/faqs/reorder', async ({ request }) => {
      order = ((await request.json()) as { ids: string[] }).ids
      saved = [{ ...second, position: 1 }, { ...first, position: 2 }]
      return HttpResponse.json(saved)
    }))
    const { user } = renderFaqs()
    const moveUp = await screen.findByRole('button', { name: 'Move Is there a waiting list? up' }, { timeout: 10_000 })
    moveUp.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByText('Moved to position 1 of 2')).toBeInTheDocument())
    expect(screen.getByText('Moved to position 1 of 2')).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(order).toEqual([second.id, first.id]))
    const items = within(screen.getByRole('list', { name: 'FAQs' })).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Is there a waiting list?')
    // at the top, Move up says so instead of moving
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Is there a waiting list? is already first')).toBeInTheDocument()
  })

  it('previews the unsaved values in the page component, saving nothing', async () => {
    let posted = false
    server.use(http.post('/api/admin/content/faqs', () => {
      posted = true
      return HttpResponse.json(first, { status: 201 })
    }))
    const { user } = renderFaqs()
    await user.click(await screen.findByRole('button', { name: 'New FAQ' }, { timeout: 10_000 }))
    await user.type(screen.getByLabelText(/^Question/), 'Do you offer summer camp?')
    await user.type(screen.getByLabelText(/^Answer/), 'Yes, every July.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    const page = await screen.findByRole('list', { name: 'Questions on the page' })
    expect(within(page).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'How do I apply?', 'Is there a waiting list?', 'Do you offer summer camp?',
    ])
    expect(posted).toBe(false)
  })

  it('deletes only after the confirmation', async () => {
    const deleted: string[] = []
    server.use(http.delete('/api/admin/content/faqs/:id', ({ params }) => {
      deleted.push(String(params.id))
      return new HttpResponse(null, { status: 204 })
    }))
    const { user } = renderFaqs()
    await user.click(await screen.findByRole('button', { name: 'Delete How do I apply?' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the FAQ "How do I apply?"?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(deleted).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Delete How do I apply?' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deleted).toEqual([first.id]))
  })

  it("shows each item's Spanish state and the action that opens its Spanish editor", async () => {
    server.use(translationStatesHandler({ faqs: { [first.id]: 'draft', [second.id]: 'missing' } }))
    renderFaqs()
    const items = within(await screen.findByRole('list', { name: 'FAQs' }, { timeout: 10_000 })).getAllByRole('listitem')
    expect(await within(items[0]!).findByText('Spanish: draft')).toBeInTheDocument()
    expect(within(items[1]!).getByText('Spanish: missing')).toBeInTheDocument()
    expect(within(items[0]!).getByRole('button', { name: 'Edit Spanish: How do I apply?' })).toBeInTheDocument()
  })
})
