import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuditEntry } from '@contract/audit.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'

configure({ asyncUtilTimeout: 8000 })

const entry = (i: number, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id: String(i), occurredAt: new Date(Date.UTC(2026, 10, 20, 15, i)).toISOString(), actorId: 'u1', actorEmail: 'staff@example.org',
  action: 'contact.status_changed', recordType: 'contact_submission', recordId: `c-${i}`, recordName: 'Ann Lee', recordGone: false, clientAddress: '203.0.113.7',
  details: { from: 'unread', to: 'read' }, ...patch,
})

let queries: URLSearchParams[] = []
let exports: Record<string, unknown>[] = []
let saved: string[] = []
/** what the export answers: the file's rows, and whether the list had more */
let exportHeaders: Record<string, string> = {}

beforeEach(() => {
  queries = []
  exports = []
  saved = []
  exportHeaders = { 'X-Export-Rows': '1', 'X-Export-Truncated': 'false' }
  URL.createObjectURL = vi.fn(() => 'blob:audit')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  // the first handler that matches answers: these before the dashboard's catch-all /api/admin/*
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      const q = new URL(request.url).searchParams
      queries.push(q)
      const page = Number(q.get('page') ?? 1)
      const entries = q.get('action') === 'export.csv'
        ? [entry(99, { action: 'export.csv', recordType: 'contacts', recordId: null, details: { rows: 12 } })]
        : [entry(page * 2), entry(page * 2 - 1, { actorEmail: null, actorId: null, action: 'auth.sign_in_failed', details: {},
            recordType: 'contact_submission', recordName: null, recordGone: true })]
      return HttpResponse.json({ entries, total: q.get('action') ? 1 : 120, page, pageSize: 50 })
    }),
    http.post('/api/admin/exports/audit', async ({ request }) => {
      exports.push(await request.json() as Record<string, unknown>)
      return new HttpResponse('\uFEFFWhen,Person\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="audit-trail-2026-12-07.csv"', ...exportHeaders },
      })
    }),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler({ ...admin, role: 'super_admin' }),
  )
})
afterEach(() => vi.restoreAllMocks())

describe('audit trail section', { timeout: 60_000 }, () => {
  it('lists who did what, when, to which record and from where, 50 a page', async () => {
    const { user } = await renderRoute('/admin/audit')
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Audit entries' })
    const rows = within(table).getAllByTestId('audit-row')
    expect(rows[0]).toHaveTextContent('staff@example.org')
    expect(rows[0]).toHaveTextContent('Contact status changed')
    expect(rows[0]).toHaveTextContent('from: unread, to: read')
    // entries hold ids; the name is the record's as read now, or "deleted" when it is gone
    expect(rows[0]).toHaveTextContent('Contact submission c-2 (Ann Lee)')
    expect(rows[1]).toHaveTextContent('Contact submission c-1 (deleted)')
    expect(rows[0]).toHaveTextContent('203.0.113.7')
    expect(rows[1]).toHaveTextContent('System')
    expect(rows[1]).toHaveTextContent('Sign-in failed')
    expect(screen.getByRole('status')).toHaveTextContent('120 entries · page 1 of 3')

    const pages = screen.getByRole('navigation', { name: 'Audit pages' })
    expect(within(pages).getByRole('button', { name: 'Previous Page' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Next Page' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('page 2 of 3'))
    expect(queries.at(-1)?.get('page')).toBe('2')
  })

  it('filters by person, action and date, starting again at page 1', async () => {
    const { user } = await renderRoute('/admin/audit')
    await screen.findByRole('table', { name: 'Audit entries' })
    await user.click(screen.getByRole('button', { name: 'Next Page' }))
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'CSV exported')
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('export.csv'))
    expect(queries.at(-1)?.get('page')).toBe('1')
    expect(await screen.findByText('rows: 12')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Person' }), 'staff@')
    await waitFor(() => expect(queries.at(-1)?.get('person')).toBe('staff@'))

    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }))
    await waitFor(() => expect(queries.at(-1)?.get('from')).toMatch(/^\d{4}-\d\d-\d\dT/))
    expect(Date.now() - Date.parse(queries.at(-1)!.get('from')!)).toBeLessThan(8 * 86_400_000)
  })

  it('saves the file /api makes and records from the filters; the browser formats nothing', async () => {
    const { user } = await renderRoute('/admin/audit')
    await screen.findByRole('table', { name: 'Audit entries' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Sign-in failed')
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('auth.sign_in_failed'))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(saved).toEqual(['audit-trail-2026-12-07.csv']))
    expect(exports).toEqual([{ action: 'auth.sign_in_failed' }])
    expect(screen.queryByText('Export Shortened')).not.toBeInTheDocument()
  })

  it('says so when the list was longer than the file', async () => {
    exportHeaders = { 'X-Export-Rows': '10000', 'X-Export-Truncated': 'true' }
    const { user } = await renderRoute('/admin/audit')
    await screen.findByRole('table', { name: 'Audit entries' })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Only the newest 10000 entries are in the file; narrow the filters for the rest.')).toBeInTheDocument()
    expect(saved).toEqual(['audit-trail-2026-12-07.csv'])
  })


  it('is not for admins who are not super admins', async () => {
    server.use(userHandler(admin))
    const { router } = await renderRoute('/admin/audit')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(queries).toHaveLength(0)
  })
})
