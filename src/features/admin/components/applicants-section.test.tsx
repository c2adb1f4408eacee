import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationDetail, ApplicationSummary } from '@contract/applications.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'

configure({ asyncUtilTimeout: 8000 })

const JOB = '0b6f3a52-6d2b-4c1e-9f41-1d2a3b4c5d6e'
const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const summary = (i: number, patch: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  id: i === 1 ? ID : `00000000-0000-4000-8000-00000000000${i}`, kind: 'job', jobId: JOB, jobTitle: 'Direct Support Professional',
  volunteerRoleId: null, volunteerRoleTitle: null, name: `Applicant ${i}`, email: `applicant${i}@example.org`, status: 'new',
  hasCv: true, createdAt: new Date(Date.UTC(2026, 10, 20, 15, i)).toISOString(), ...patch,
})
const detail = (patch: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...summary(1), phone: '5550100199', heardAbout: 'A job board', availability: 'Weekday mornings', note: '=cmd|calc',
  notes: '', updatedAt: '2026-11-20T15:01:00.000Z', withdrawnAt: null, ...patch,
})

let queries: URLSearchParams[] = []
let exports: Record<string, unknown>[] = []
let patches: unknown[] = []
let mails: unknown[] = []
let cvLinks = 0
let saved: string[] = []
let current: ApplicationDetail

beforeEach(() => {
  queries = []
  exports = []
  patches = []
  mails = []
  cvLinks = 0
  saved = []
  current = detail()
  URL.createObjectURL = vi.fn(() => 'blob:applications')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  server.use(
    http.get('/api/admin/applications', ({ request }) => {
      const q = new URL(request.url).searchParams
      queries.push(q)
      const page = Number(q.get('page') ?? 1)
      const items = q.get('status') === 'hired' ? [] : [summary(page * 2 - 1), summary(page * 2, { kind: 'volunteer', jobId: null, jobTitle: null, hasCv: false, status: 'interview' })]
      return HttpResponse.json({ items, total: items.length ? 60 : 0, page, pageSize: 25 })
    }),
    http.post('/api/admin/exports/applications', async ({ request }) => {
      exports.push(await request.json() as Record<string, unknown>)
      return new HttpResponse('\uFEFFApplied,Name\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="applications-2026-12-07.csv"',
          'X-Export-Rows': '1', 'X-Export-Truncated': 'false',
        },
      })
    }),
    http.get(`/api/admin/applications/${ID}`, () => HttpResponse.json(current)),
    http.patch(`/api/admin/applications/${ID}`, async ({ request }) => {
      const change = (await request.json()) as Partial<ApplicationDetail>
      patches.push(change)
      current = { ...current, ...change, updatedAt: new Date().toISOString() }
      return HttpResponse.json(current)
    }),
    http.post(`/api/admin/applications/${ID}/email`, async ({ request }) => {
      mails.push(await request.json())
      return HttpResponse.json({ message: 'queued' }, { status: 202 })
    }),
    http.post(`/api/admin/applications/${ID}/cv-link`, () => {
      cvLinks += 1
      return HttpResponse.json({ url: `/api/admin/applications/${ID}/cv?token=t`, expiresAt: new Date(Date.now() + 300_000).toISOString() })
    }),
    http.get('/api/admin/content/jobs', () => HttpResponse.json([{ id: JOB, title: 'Direct Support Professional' }])),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler(admin),
  )
})
afterEach(() => vi.restoreAllMocks())

describe('applicants section', { timeout: 60_000 }, () => {
  it('lists applicants 25 a page and filters by opening, status and search from page 1', async () => {
    const { user } = await renderRoute('/admin/applicants')
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument()
    const rows = within(await screen.findByRole('table', { name: 'Applicants' })).getAllByTestId('applicant-row')
    expect(rows[0]).toHaveTextContent('Applicant 1')
    expect(rows[0]).toHaveTextContent('Direct Support Professional')
    expect(rows[1]).toHaveTextContent('Volunteer (any role)')
    expect(rows[1]).toHaveTextContent('Interview')
    expect(screen.getByRole('status')).toHaveTextContent('60 applications · page 1 of 3')

    await user.click(within(screen.getByRole('navigation', { name: 'Applicant pages' })).getByRole('button', { name: 'Next Page' }))
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Opening' }), 'Direct Support Professional')
    await waitFor(() => expect(queries.at(-1)?.get('jobId')).toBe(JOB))
    expect(queries.at(-1)?.get('kind')).toBe('job')
    expect(queries.at(-1)?.get('page')).toBe('1')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'alex')
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('alex'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Hired')
    expect(await screen.findByRole('heading', { name: 'No Applicants' })).toBeInTheDocument()
    expect(queries.at(-1)?.get('status')).toBe('hired')
  })

  it('saves the file /api makes and records from every match of the filters; the browser formats nothing', async () => {
    const { user } = await renderRoute('/admin/applicants')
    await screen.findByRole('table', { name: 'Applicants' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Interview')
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('interview'))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(saved).toEqual(['applications-2026-12-07.csv']))
    expect(exports).toEqual([{ status: 'interview' }])
  })


  it('shows one applicant: status change, notes, the resume link and an e-mail', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const { user } = await renderRoute(`/admin/applicants/${ID}`)
    expect(await screen.findByRole('heading', { level: 2, name: 'Applicant 1' })).toBeInTheDocument()
    expect(screen.getByText('Weekday mornings')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Interview')
    await waitFor(() => expect(patches).toEqual([{ status: 'interview' }]))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('interview'))

    const notes = screen.getByRole('textbox', { name: 'Staff Notes' })
    expect(screen.getByRole('button', { name: 'Save Notes' })).toBeDisabled()
    await user.type(notes, 'Strong references')
    await user.click(screen.getByRole('button', { name: 'Save Notes' }))
    await waitFor(() => expect(patches.at(-1)).toEqual({ notes: 'Strong references' }))

    await user.click(screen.getByRole('button', { name: 'Open Resume' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/admin/applications/${ID}/cv?token=t`))
    expect(cvLinks).toBe(1)

    await user.click(screen.getByRole('button', { name: 'Send Email' }))
    expect(await screen.findByText('Subject must be at least 2 characters')).toBeInTheDocument()
    expect(mails).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Interview')
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can you come on Monday?')
    await user.click(screen.getByRole('button', { name: 'Send Email' }))
    await waitFor(() => expect(mails).toEqual([{ subject: 'Interview', message: 'Can you come on Monday?' }]))
    vi.unstubAllGlobals()
  })

  it('is in the admin navigation under Inbox', async () => {
    await renderRoute('/admin/applicants')
    const nav = await screen.findByRole('navigation', { name: 'Admin sections', hidden: true })
    const link = within(nav).getByRole('link', { name: 'Applicants', hidden: true })
    expect(link).toHaveAttribute('href', '/admin/applicants')
    expect(link).toHaveAttribute('aria-current', 'page')
  })
})
