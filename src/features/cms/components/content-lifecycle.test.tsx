import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminBlogPost, AdminEvent } from '@contract/admin-content.ts'
import { Toaster, toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { BlogTab } from './blog-tab'
import { EventsTab } from './events-tab'
import { translationStatesHandler } from '../translations/test-handlers'

// the lists' Spanish badges read every row's translation state
beforeEach(() => server.use(translationStatesHandler()))

// 15:30 UTC on 6 March 2030 is 10:30 in New Jersey (EST)
const scheduled: AdminBlogPost = {
  id: '33333333-3333-4333-8333-333333333333', version: 1, slug: 'summer-camp', title: 'Summer Camp', excerpt: '', content: 'Hello',
  category: 'organization-news', published: true, publishedAt: '2030-03-06T15:30:00.000Z', publishAt: '2030-03-06T15:30:00.000Z',
  createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z',
}
const event: AdminEvent = {
  id: '44444444-4444-4444-8444-444444444444', version: 1, slug: 'art-night', title: 'Art Night', description: 'Paint', location: 'Livingston, NJ',
  eventDate: '2030-05-04T18:00:00.000Z', endDate: null, registrationDeadline: null, maxCapacity: 20, published: true,
  status: 'upcoming', seatsTaken: 0, seatsLeft: 20, registrationCount: 0, seatsHeld: 0, waitlistCount: 0, publishAt: null,
  cancelledAt: null,
}

/** Records the requests of the given handlers' method and path. */
function recorder() {
  const calls: string[] = []
  const record = (request: Request) => calls.push(`${request.method} ${new URL(request.url).pathname}`)
  return { calls, record }
}

afterEach(() => toaster.remove())

describe('deleting and scheduling posts', { timeout: 60_000 }, () => {
  // The post form's featured image picker reads the media library.
  // the event form also lists the locations an event may be held at
  beforeEach(() => server.use(http.get('/api/admin/media', () => HttpResponse.json([])), http.get('/api/admin/content/locations', () => HttpResponse.json([]))))

  it('shows when a scheduled post goes live, in New Jersey time', async () => {
    server.use(http.get('/api/admin/blog', () => HttpResponse.json([scheduled])))
    renderWithProviders(<BlogTab />)
    const row = (await screen.findByText('Summer Camp', {}, { timeout: 10_000 })).closest('tr')!
    expect(within(row).getByText('Scheduled')).toBeInTheDocument()
    expect(within(row).getByText('Scheduled for March 6, 2030, 10:30 AM ET')).toBeInTheDocument()
  })

  it('deletes a post only after the confirmation, and keeps it when staff step back', async () => {
    const { calls, record } = recorder()
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json([scheduled])),
      http.delete('/api/admin/blog/:id', ({ request }) => {
        record(request)
        return HttpResponse.json({ message: 'Post deleted.' })
      }),
    )
    const { user } = renderWithProviders(
      <>
        <BlogTab />
        <Toaster />
      </>,
    )
    await user.click(await screen.findByRole('button', { name: 'Delete Summer Camp' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Summer Camp”?' })
    expect(dialog).toHaveTextContent('The post is removed from the admin area and the public site. This cannot be undone.')
    await user.click(within(dialog).getByRole('button', { name: 'Keep Post' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calls).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete Summer Camp' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Post' }))
    expect(await screen.findByText('Post deleted.')).toBeInTheDocument()
    expect(calls).toEqual([`DELETE /api/admin/blog/${scheduled.id}`])
  })

  it('sends the publish date typed in New Jersey time as its instant', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(
      http.get('/api/admin/blog', () => HttpResponse.json([])),
      http.post('/api/admin/blog', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(scheduled, { status: 201 })
      }),
    )
    const { user } = renderWithProviders(<BlogTab />)
    await user.click(await screen.findByRole('button', { name: 'New Post' }, { timeout: 10_000 }))
    await user.type(screen.getByLabelText(/^Title/), 'Summer Camp')
    await user.type(screen.getByLabelText(/^Content/), 'Hello')
    const publishAt = screen.getByLabelText('Publish at')
    await user.type(publishAt, '2030-07-01T09:00')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    // 9:00 EDT is 13:00 UTC
    await waitFor(() => expect(sent).toMatchObject({ title: 'Summer Camp', publishAt: '2030-07-01T13:00:00.000Z' }))
  })
})

describe('deleting and cancelling events', { timeout: 60_000 }, () => {
  function answerEvents(list: AdminEvent[], onDelete: () => Response) {
    const { calls, record } = recorder()
    server.use(
      http.get('/api/admin/events', () => HttpResponse.json(list)),
      http.delete('/api/admin/events/:id', ({ request }) => {
        record(request)
        return onDelete()
      }),
      http.post('/api/admin/events/:id/cancel', ({ request }) => {
        record(request)
        return HttpResponse.json({ message: 'Event cancelled. 3 families are being e-mailed.' })
      }),
    )
    return calls
  }
  const renderTab = () =>
    renderWithProviders(
      <>
        <EventsTab />
        <Toaster />
      </>,
    )

  it('offers Cancel Event instead of Delete once families registered, and says who will be e-mailed', async () => {
    const calls = answerEvents([{ ...event, registrationCount: 2, waitlistCount: 1 }], () => HttpResponse.json({}))
    const { user } = renderTab()
    const row = (await screen.findByText('Art Night', {}, { timeout: 10_000 })).closest('tr')!
    expect(within(row).queryByRole('button', { name: 'Delete Art Night' })).not.toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Cancel Art Night' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel “Art Night”?' })
    expect(dialog).toHaveTextContent('2 registered families and 1 on the waitlist will be e-mailed')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }))
    expect(await screen.findByText('Event cancelled. 3 families are being e-mailed.')).toBeInTheDocument()
    expect(calls).toEqual([`POST /api/admin/events/${event.id}/cancel`])
  })

  it("shows the server's 409 in the dialog and offers to cancel the event instead", async () => {
    const calls = answerEvents([event], () =>
      HttpResponse.json(
        { error: 'This event has registrations, so it cannot be deleted. Cancel the event instead: its families will be e-mailed.' },
        { status: 409 },
      ),
    )
    const { user } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Delete Art Night' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This event has registrations, so it cannot be deleted.')
    expect(within(dialog).queryByRole('button', { name: 'Delete Event' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }))
    expect(await screen.findByText('Event cancelled. 3 families are being e-mailed.')).toBeInTheDocument()
    expect(calls).toEqual([`DELETE /api/admin/events/${event.id}`, `POST /api/admin/events/${event.id}/cancel`])
  })

  it('marks a cancelled event in the list', async () => {
    answerEvents([{ ...event, cancelledAt: '2030-04-01T12:00:00.000Z' }], () => HttpResponse.json({}))
    renderTab()
    const row = (await screen.findByText('Art Night', {}, { timeout: 10_000 })).closest('tr')!
    expect(within(row).getByText('Cancelled')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: 'Cancel Art Night' })).not.toBeInTheDocument()
  })
})
