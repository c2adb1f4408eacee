// Applicants in the admin area end to end (issue 35): an application with a small PDF is sent
// through the real API, then staff find it by its opening and name, move it to interview, add a
// note, open the resume through its short-lived link, export the CSV, and see the resume's
// download in the audit trail; axe finds nothing on the list or the applicant's page, at desktop
// and phone widths.
import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { axeViolations } from '../support/axe'
import { pdf } from '../../supabase/tests/api/fixtures/documents'
import { db, openAsAdmin, unique } from './support'
import { humanProof } from '../support/human-proof'

test.describe.configure({ timeout: 180_000 })
const LOAD = { timeout: 30_000 }

test('staff review an application: find it, change its status, add a note, open the resume, export, audit', async ({ page }) => {
  // A seeded opening, not one made here: a job added mid-run would shift the jobs list that the
  // content tests reorder at the same time.
  const title = 'Direct Support Professional'
  const sql = db()
  let jobId: string
  try {
    jobId = (await sql<{ id: string }[]>`select id from public.job_openings where title = ${title}`)[0]!.id
  } finally {
    await sql.end()
  }
  const name = `Alex ${unique('a')}`
  const email = `${unique('applicant-')}@example.org`
  const sent = await page.request.post('/api/applications', {
    multipart: {
      kind: 'job', jobId, name, email, phone: '555-010-0199', heardAbout: 'A job board', availability: 'Weekday mornings',
      cv: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf(`Resume of ${name}`)) },
      altcha: await humanProof(page.request),
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  await openAsAdmin(page, '/admin/applicants')
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible(LOAD)
  await page.getByRole('combobox', { name: 'Opening' }).selectOption({ label: title })
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  const row = page.getByTestId('applicant-row').filter({ hasText: name })
  await expect(row).toHaveCount(1, LOAD)
  await expect(page.getByRole('status').filter({ hasText: /^1 application/ })).toBeVisible(LOAD)
  expect(await axeViolations(page)).toEqual([])

  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await csvDownload).path())
  expect(csv.toString('utf8')).toContain(`${name},${email},555-010-0199,Job,${title},New`)

  await row.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible(LOAD)
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Interview' })
  await expect(page.getByText('Status Updated').first()).toBeVisible(LOAD)
  await page.getByRole('textbox', { name: 'Staff Notes' }).fill('Strong references; call on Monday')
  await page.getByRole('button', { name: 'Save Notes' }).click()
  await expect(page.getByText('Notes Saved').first()).toBeVisible(LOAD)
  expect(await axeViolations(page)).toEqual([])

  const cvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Open Resume' }).click()
  const resume = await cvDownload
  expect(resume.suggestedFilename()).toMatch(/-resume\.pdf$/)
  expect((await readFile(await resume.path())).toString('latin1')).toContain(`Resume of ${name}`)

  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('interview', LOAD)
  await expect(page.getByRole('textbox', { name: 'Staff Notes' })).toHaveValue('Strong references; call on Monday')

  await page.setViewportSize({ width: 375, height: 800 })
  expect(await axeViolations(page)).toEqual([])
  await page.goto('/admin/applicants')
  await expect(page.getByTestId('applicant-row').first()).toBeVisible(LOAD)
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/admin/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible(LOAD)
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Resume downloaded' })
  // the entry holds the application's id; the screen names the applicant when it reads it (issue 57)
  await expect(page.getByTestId('audit-row').filter({ hasText: name }).first()).toBeVisible(LOAD)
})
