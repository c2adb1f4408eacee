import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminDonation } from '@contract/admin-donations.ts'
import { toaster } from '@/components/ui/toaster'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'

configure({ asyncUtilTimeout: 8000 })

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
const donations: AdminDonation[] = [
  { id: 'd1', createdAt: daysAgo(1), donorName: 'Ana Ruiz', donorEmail: 'ana@example.org', amountCents: 2500, kind: 'monthly', status: 'succeeded', feeCents: 85, dedication: { kind: 'memory', name: 'Grandma Rose', notifyEmail: 'family@example.org' }, stripePaymentIntentId: 'pi_1', stripeInvoiceId: 'in_1',
    subscription: { stripeSubscriptionId: 'sub_1', stripeCustomerId: 'cus_1', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: daysAgo(-29) } },
  { id: 'd2', createdAt: daysAgo(5), donorName: null, donorEmail: '=cmd@example.org', amountCents: 500, kind: 'one-time', status: 'failed', feeCents: 0, dedication: null, stripePaymentIntentId: 'pi_2', stripeInvoiceId: null, subscription: null },
]
const totals = { filtered: { count: 2, sumCents: 3000 }, thisMonth: { count: 1, sumCents: 2500 }, thisYear: { count: 7, sumCents: 123400 } }

function useDonationsApi() {
  const asked: URLSearchParams[] = []
  const resent: string[] = []
  server.use(
    http.get('/api/contact', () => HttpResponse.json([])),
    http.get('/api/newsletter', () => HttpResponse.json([])),
    http.get('/api/admin/donations', ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const status = params.get('status')
      const rows = status ? donations.filter((d) => d.status === status) : donations
      return HttpResponse.json({ donations: rows, totals: status ? { ...totals, filtered: { count: rows.length, sumCents: rows.reduce((s, d) => s + d.amountCents, 0) } } : totals })
    }),
    http.post('/api/admin/donations/:id/resend-receipt', ({ params }) => {
      resent.push(String(params.id))
      return HttpResponse.json({ message: 'The receipt has been queued and will be sent shortly.' })
    }),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler(admin),
  )
  return { asked, resent }
}

describe('admin Donations section', { timeout: 60_000 }, () => {
  beforeEach(() => void toaster.remove())

  it('lists donations with date, donor, amount, kind and status, and the totals', async () => {
    useDonationsApi()
    await renderRoute('/admin/donations')
    const table = await screen.findByRole('table', { name: 'Donations' })
    const rows = within(table).getAllByTestId('donation-row')
    expect(rows[0]).toHaveTextContent('Ana Ruiz')
    expect(rows[0]).toHaveTextContent('ana@example.org')
    expect(rows[0]).toHaveTextContent('$25incl. $0.85 fee')
    expect(rows[0]).toHaveTextContent('Monthly')
    expect(rows[0]).toHaveTextContent('Succeeded')
    expect(rows[1]).toHaveTextContent('Anonymous')
    expect(rows[1]).toHaveTextContent('One-time')
    expect(rows[1]).toHaveTextContent('Failed')
    const tiles = screen.getByRole('list', { name: 'Donation totals' })
    expect(tiles).toHaveTextContent('Shown (current filters)$302 gifts')
    expect(tiles).toHaveTextContent('Received this month$251 gift')
    expect(tiles).toHaveTextContent('Received this year$1,2347 gifts')
  })

  it('sends the status, kind, date and sort filters to the API', async () => {
    const { asked } = useDonationsApi()
    const { user } = await renderRoute('/admin/donations')
    await screen.findByRole('table', { name: 'Donations' })
    await user.click(within(screen.getByRole('group', { name: 'Donation status filter' })).getByRole('button', { name: 'Failed' }))
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('failed'))
    await waitFor(() => expect(screen.getAllByTestId('donation-row')).toHaveLength(1))
    await user.click(within(screen.getByRole('group', { name: 'Donation kind filter' })).getByRole('button', { name: 'Monthly' }))
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('monthly'))
    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }))
    await waitFor(() => expect(asked.at(-1)?.get('from')).toMatch(/^\d{4}-\d\d-\d\dT/))
    await user.type(screen.getByRole('searchbox', { name: 'Search donations' }), 'ana')
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('ana'))
    await user.click(screen.getByRole('button', { name: /^Amount/ }))
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('amount-desc'))
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    // Back to the first query (answered from the cache): both rows, every filter off.
    await waitFor(() => expect(screen.getAllByTestId('donation-row')).toHaveLength(2))
    expect(within(screen.getByRole('group', { name: 'Donation status filter' })).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect([...asked[0]!.keys()]).toEqual(['sort'])
  })

  it('opens the details with the Stripe ids and the subscription, and resends the receipt', async () => {
    const { resent } = useDonationsApi()
    const { user } = await renderRoute('/admin/donations')
    await user.click(await screen.findByRole('button', { name: 'View donation from Ana Ruiz' }))
    const dialog = await screen.findByRole('dialog', { name: 'Donation Details' })
    for (const id of ['pi_1', 'in_1', 'sub_1', 'cus_1']) expect(dialog).toHaveTextContent(id)
    expect(dialog).toHaveTextContent(/Active; next charge/)
    expect(dialog).toHaveTextContent('Processing fee covered$0.85')
    expect(dialog).toHaveTextContent('DedicationIn memory of Grandma Rose (notified: family@example.org)')
    await user.click(within(dialog).getByRole('button', { name: 'Resend receipt' }))
    expect(await screen.findByText('The receipt has been queued and will be sent shortly.')).toBeInTheDocument()
    expect(resent).toEqual(['d1'])
  })

  it('lets only a super admin send the year-end statements of a chosen year', async () => {
    const years: unknown[] = []
    useDonationsApi()
    server.use(
      userHandler({ ...admin, role: 'super_admin' }),
      http.post('/api/admin/donations/year-end-statements', async ({ request }) => {
        years.push(((await request.json()) as { year: unknown }).year)
        return HttpResponse.json({ sent: 2, message: '2 year-end statements for 2024 queued for sending.' })
      }),
    )
    const { user } = await renderRoute('/admin/donations')
    const year = await screen.findByRole('combobox', { name: 'Statement year' })
    await user.selectOptions(year, '2024')
    await user.click(screen.getByRole('button', { name: 'Send year-end statements' }))
    expect(await screen.findAllByText('2 year-end statements for 2024 queued for sending.')).not.toHaveLength(0)
    expect(years).toEqual([2024])
  })

  it('shows no year-end statements to an admin', async () => {
    useDonationsApi()
    await renderRoute('/admin/donations')
    await screen.findByRole('table', { name: 'Donations' })
    expect(screen.queryByRole('button', { name: 'Send year-end statements' })).not.toBeInTheDocument()
  })

  it('exports the list as filtered: /api makes the file (and records it) from the same query', async () => {
    useDonationsApi()
    const posted: unknown[] = []
    server.use(http.post('/api/admin/exports/donations', async ({ request }) => {
      posted.push(await request.json())
      return new HttpResponse('\uFEFFDate,Donor Name\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="donations-2026-12-06.csv"' },
      })
    }))
    const saved: string[] = []
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const { user } = await renderRoute('/admin/donations')
    await screen.findByRole('table', { name: 'Donations' })
    await user.click(within(screen.getByRole('group', { name: 'Donation status filter' })).getByRole('button', { name: 'Failed' }))
    await screen.findByRole('button', { name: 'View donation from =cmd@example.org' })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(saved).toEqual(['donations-2026-12-06.csv']))
    expect(posted).toEqual([expect.objectContaining({ status: 'failed', sort: 'date-newest' })])
    click.mockRestore()
  })
})
