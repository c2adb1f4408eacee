import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ContactSubmission } from '@contract/contact.ts'
import { toaster } from '@/components/ui/toaster'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'

// This machine is slow under load: give the first render more time than the 1 s default.
configure({ asyncUtilTimeout: 8000 })

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
const contacts: ContactSubmission[] = [
  { id: 'c1', name: 'Maria Chen', email: 'maria@example.org', phone: '9735550101', subject: 'Respite care hours', message: 'M'.repeat(150), status: 'unread', createdAt: daysAgo(1) },
  { id: 'c2', name: 'Alan Brooks', email: 'alan@example.org', phone: null, subject: 'Volunteering', message: 'I would like to help at events.', status: 'read', createdAt: daysAgo(3) },
  { id: 'c3', name: 'Zoe Patel', email: 'zoe@example.org', phone: '862-930-6688', subject: 'Day habilitation', message: 'Is transport included?', status: 'responded', createdAt: daysAgo(40) },
]

function useDashboard(list: ContactSubmission[] | Response = contacts) {
  server.use(
    http.get('/api/contact', () => (list instanceof Response ? list : HttpResponse.json(list))),
    http.get('/api/newsletter', () => HttpResponse.json([{ id: 'n1', email: 'fan@example.org', createdAt: daysAgo(2) }])),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler(admin),
  )
}

// jsdom ignores media queries, so the desktop table counts as hidden there: query it with hidden.
const hidden = { hidden: true } as const
const table = () => screen.getByRole('table', { name: 'Contact submissions', ...hidden })
const rowNames = () =>
  within(table())
    .getAllByTestId('contact-row')
    .map((row) => row.querySelector('p')?.textContent)

describe('admin dashboard', { timeout: 60_000 }, () => {
  beforeEach(() => void toaster.remove())

  it('shows the header, tiles, tab badges and the table', async () => {
    useDashboard()
    await renderRoute('/admin')
    expect(await screen.findByRole('heading', { name: 'Contact Submissions (3 of 3)' })).toBeInTheDocument()
    expect(screen.getAllByText('View Full Details')).toHaveLength(3) // the mobile cards
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Contacts\s*3/ })).toBeInTheDocument()
    expect(await screen.findByRole('tab', { name: /Newsletter\s*1/ })).toBeInTheDocument()
    expect(screen.getByText('Contact Submissions').nextSibling).toHaveTextContent('3')
    expect(rowNames()).toEqual(['Maria Chen', 'Alan Brooks', 'Zoe Patel'])
    const first = within(table()).getAllByTestId('contact-row')[0]!
    expect(first).toHaveTextContent('(973) 555-0101')
    expect(first).toHaveTextContent(`${'M'.repeat(100)}...`)
    expect(first).not.toHaveTextContent('M'.repeat(101))
  })

  it("shows this month's most frequent searches and those that found nothing", async () => {
    useDashboard()
    server.use(http.get('/api/admin/searches', () => HttpResponse.json({
      since: '2026-12-01', total: 9, withheld: 1,
      frequent: [{ query: 'respite', count: 5 }, { query: 'weighted blanket', count: 2 }],
      notFound: [{ query: 'weighted blanket', count: 2 }],
    })))
    await renderRoute('/admin')
    const panel = await screen.findByRole('region', { name: 'Searches this month' })
    expect(await within(panel).findByText(/^9 searches since 2026-12-01, 1 not shown/)).toBeInTheDocument()
    const frequent = within(panel).getByRole('region', { name: 'Most frequent' })
    expect(within(frequent).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['respite (5)', 'weighted blanket (2)'])
    const nothing = within(panel).getByRole('region', { name: 'Found nothing' })
    expect(within(nothing).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['weighted blanket (2)'])
  })

  it('filters by status and search (after the typing stops), and Clear Filters resets', async () => {
    useDashboard()
    const { user } = await renderRoute('/admin')
    await user.click(await screen.findByRole('button', { name: 'Unread (1)' }))
    expect(screen.getByRole('heading', { name: 'Contact Submissions (1 of 3)' })).toBeInTheDocument()
    expect(screen.getByText('Status: Unread')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'All (3)' }))
    await user.click(screen.getByLabelText('Search submissions'))
    await user.paste('TRANSPORT')
    expect(screen.getByRole('heading', { name: 'Contact Submissions (3 of 3)' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Contact Submissions (1 of 3)' })).toBeInTheDocument()
    expect(rowNames()).toEqual(['Zoe Patel'])

    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }))
    expect(screen.getByText('No submissions match the current filter criteria.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show All Submissions' }))
    expect(screen.getByRole('heading', { name: 'Contact Submissions (3 of 3)' })).toBeInTheDocument()
    expect(screen.getByLabelText('Search submissions')).toHaveValue('')
  })

  it('sorts from the dropdown and by header clicks', async () => {
    useDashboard()
    const { user } = await renderRoute('/admin')
    await user.click(await screen.findByRole('button', { name: /Contact Info/, ...hidden }))
    expect(rowNames()).toEqual(['Alan Brooks', 'Maria Chen', 'Zoe Patel'])
    await user.click(screen.getByRole('button', { name: /Contact Info/, ...hidden }))
    expect(rowNames()).toEqual(['Zoe Patel', 'Maria Chen', 'Alan Brooks'])
    expect(screen.getByText('Sort: Name (Z-A)')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Sort by'), 'date-oldest')
    expect(rowNames()).toEqual(['Zoe Patel', 'Alan Brooks', 'Maria Chen'])
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(rowNames()).toEqual(['Maria Chen', 'Alan Brooks', 'Zoe Patel'])
  })

  it('changes a status from the table with a toast', async () => {
    let patched: unknown
    useDashboard()
    server.use(
      http.patch('/api/contact/:id/status', async ({ request, params }) => {
        patched = { id: params.id, ...((await request.json()) as object) }
        return HttpResponse.json({ ...contacts[0], status: 'responded' })
      }),
    )
    const { user } = await renderRoute('/admin')
    await user.selectOptions(within(await screen.findByRole('table', hidden)).getByLabelText('Status for Maria Chen'), 'responded')
    expect(await screen.findByText('Contact submission marked as responded.')).toBeInTheDocument()
    expect(patched).toEqual({ id: 'c1', status: 'responded' })
  })

  it('opens the details dialog with reply and call actions; a failed change toasts', async () => {
    useDashboard()
    server.use(http.patch('/api/contact/:id/status', () => HttpResponse.json({ error: 'Not allowed' }, { status: 403 })))
    const { user } = await renderRoute('/admin')
    await user.click(await screen.findByRole('button', { name: 'View submission from Zoe Patel', ...hidden }))
    const dialog = await screen.findByRole('dialog', { name: 'Contact Submission Details' })
    expect(within(dialog).getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      'mailto:zoe@example.org?subject=Re%3A%20Day%20habilitation',
    )
    expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+18629306688')
    expect(within(dialog).getByText('(862) 930-6688')).toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText('Submission status'), 'read')
    expect(await screen.findByText('Failed to update status: Not allowed')).toBeInTheDocument()
  })

  it('shows No Submissions Yet, and Access Error when the list cannot load', async () => {
    useDashboard([])
    const first = await renderRoute('/admin')
    expect(await screen.findByRole('heading', { name: 'No Submissions Yet' })).toBeInTheDocument()
    first.unmount()

    useDashboard(HttpResponse.json({ error: 'Admin privileges required.' }, { status: 403 }) as Response)
    await renderRoute('/admin')
    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument()
    expect(screen.getByText(/^403: /)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled())
  })
})
