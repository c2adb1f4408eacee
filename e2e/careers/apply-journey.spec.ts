// The application journey end to end (issue 35, "Done means"): a visitor applies to a seeded
// opening with a small PDF made here; the confirmation e-mail and the careers recipient's
// notification arrive; staff find the application in the admin area, open the resume and move it
// to interview; the applicant withdraws through the link in the confirmation, and the resume is
// gone (the admin page says so and its link is refused).
import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { db, signInToDashboard } from '../admin/support'
import { unique, waitForMail } from '../events/fixtures'

/** A one-page PDF, just enough for a byte check to see a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n')
const LOAD = { timeout: 30_000 }

test('apply with a PDF, staff review it, then withdraw through the e-mail link and the resume is gone', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const email = `${unique('applicant')}@example.org`
  const name = `Jordan Rivera ${unique('')}`
  const recruiter = `${unique('careers')}@example.org`
  const sql = db()
  try {
    await sql`insert into public.notification_recipients (name, email, topics) values ('Careers desk', ${recruiter}, '{careers}')`
  } finally {
    await sql.end()
  }

  await page.goto('/jobs/direct-support-professional/apply')
  await page.getByLabel(/^Full Name/).fill(name)
  await page.getByLabel(/^Email Address/).fill(email)
  await page.getByLabel(/^Phone Number/).fill('(973) 555-0100')
  await page.getByLabel(/^How did you hear about us\?/).selectOption('A job board')
  await page.getByLabel(/^Availability/).fill('Weekdays after 3 pm and Saturdays')
  await page.getByLabel(/^A short note/).fill('Two years as a direct support professional.')
  await page.getByLabel(/^Resume/).setInputFiles({ name: 'jordan-rivera.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('button', { name: 'Submit Application' }).click()

  const sent = page.getByRole('status').filter({ hasText: 'Application Sent!' })
  await expect(sent).toBeVisible(LOAD)
  await expect(sent).toBeFocused()

  // the careers recipient is told, with a link to the admin area and no resume attached
  const notice = await waitForMail(recruiter, 30_000, name)
  expect(notice).toMatch(/\/admin\/applicants\/[0-9a-f-]{36}/)
  expect(notice).not.toMatch(/Content-Disposition: attachment/i)
  const confirmation = await waitForMail(email, 30_000, '/applications/withdraw?token=')
  const link = /https?:\/\/[^\s"<>]+\/applications\/withdraw\?token=[^\s"<>]+/.exec(confirmation)?.[0]
  expect(link, 'the confirmation carries a withdraw link').toBeTruthy()

  // staff find it, open the resume and move it to interview
  const staff = await browser.newPage()
  try {
    await signInToDashboard(staff)
    await staff.goto('/admin/applicants')
    await staff.getByRole('searchbox', { name: 'Search' }).fill(name)
    const row = staff.getByTestId('applicant-row').filter({ hasText: name })
    await expect(row).toHaveCount(1, LOAD)
    await row.getByRole('link', { name }).click()
    await expect(staff.getByRole('heading', { level: 2, name })).toBeVisible(LOAD)
    const download = staff.waitForEvent('download')
    await staff.getByRole('button', { name: 'Open Resume' }).click()
    expect((await readFile(await (await download).path())).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await staff.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Interview' })
    await expect(staff.getByText('Status Updated').first()).toBeVisible(LOAD)
    const applicantPage = staff.url()

    // the applicant withdraws through the e-mail's link
    const { pathname, search } = new URL(link!.replace(/&amp;/g, '&'))
    await page.goto(`${pathname}${search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Your Application' })).toBeVisible()
    await page.getByRole('button', { name: 'Withdraw my application' }).click()
    await expect(page.getByRole('status')).toBeVisible(LOAD)
    await expect(page.getByRole('alert')).toHaveCount(0)

    // the resume is gone: the page says so, and no link to it is given any more
    await staff.goto(applicantPage)
    await expect(staff.getByText('Deleted when withdrawn')).toBeVisible(LOAD)
    await expect(staff.getByRole('button', { name: 'Open Resume' })).toHaveCount(0)
    await expect(staff.getByRole('combobox', { name: 'Status' })).toHaveValue('withdrawn')
    const id = applicantPage.split('/').pop()!
    const cvLink = await staff.request.post(`/api/admin/applications/${id}/cv-link`)
    expect(cvLink.status()).toBeGreaterThanOrEqual(400)
    expect(cvLink.status()).toBeLessThan(500)
  } finally {
    await staff.close()
  }
})
