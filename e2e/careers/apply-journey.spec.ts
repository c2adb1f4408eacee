// The application journey end to end (issue 35): needs the server side (POST /api/applications,
// the withdraw API and the e-mails: branch h-apps), so it runs once both are merged. Apply to a
// seeded opening with a small PDF made here, see the server's confirmation, find the withdraw
// link in the confirmation e-mail the drain wrote, and withdraw through it.
import { expect, test } from '../support/test'
import { unique, waitForMail } from '../events/fixtures'

/** A one-page PDF, just enough for a byte check to see a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n')

test('apply to an opening with a PDF, then withdraw through the link in the confirmation e-mail', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `${unique('applicant')}@example.org`
  await page.goto('/jobs/direct-support-professional/apply')
  await page.getByLabel(/^Full Name/).fill('Jordan Rivera')
  await page.getByLabel(/^Email Address/).fill(email)
  await page.getByLabel(/^Phone Number/).fill('(973) 555-0100')
  await page.getByLabel(/^How did you hear about us\?/).selectOption('A job board')
  await page.getByLabel(/^Availability/).fill('Weekdays after 3 pm and Saturdays')
  await page.getByLabel(/^A short note/).fill('Two years as a direct support professional.')
  await page.getByLabel(/^Resume/).setInputFiles({ name: 'jordan-rivera.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('button', { name: 'Submit Application' }).click()

  const sent = page.getByRole('status').filter({ hasText: 'Application Sent!' })
  await expect(sent).toBeVisible()
  await expect(sent).toBeFocused()

  const mail = await waitForMail(email, 30_000)
  const link = /https?:\/\/[^\s"<>]+\/applications\/withdraw\?token=[^\s"<>]+/.exec(mail)?.[0]
  expect(link, 'the confirmation carries a withdraw link').toBeTruthy()
  const { pathname, search } = new URL(link!.replace(/&amp;/g, '&'))
  await page.goto(`${pathname}${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Your Application' })).toBeVisible()
  await page.getByRole('button', { name: 'Withdraw my application' }).click()
  await expect(page.getByRole('status')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
