// The monthly journey with payments configured (playwright.payments.config.ts): choose Monthly,
// confirm the first invoice in the Payment Element, land on the thank-you screen; Stripe's
// webhook records the month and the receipt's link lets the donor cancel. All of it under the
// deployed Content-Security-Policy, built with Stripe's origins (dist/_headers): no violation,
// no console error.
import { expect, test } from '../support/test'
import { unique } from '../admin/support'
import { waitForMail } from '../events/fixtures'
import { axeViolations } from '../support/axe'
import { watchPolicy } from '../support/policy'
import { standInForStripeJs } from '../../scripts/stand-ins/stripe-js'

test('a monthly gift is set up through the Payment Element, receipted, and cancelled from the receipt link', async ({ page }) => {
  const problems = await watchPolicy(page)
  await standInForStripeJs(page)
  const donor = `${unique('monthly')}@example.org`
  await page.goto('/donate')
  await page.getByRole('radio', { name: 'Monthly' }).check()
  await page.getByRole('button', { name: /^\$25 / }).click()
  await page.getByRole('textbox', { name: /^Email/ }).fill(donor)
  await page.getByRole('button', { name: 'Donate $25 Monthly' }).click()

  await expect(page.getByRole('heading', { name: 'Complete Your Donation' })).toBeVisible()
  await expect(page.getByText('Your monthly gift of $25 provides:')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Complete Monthly Donation of $25' }).click()

  await expect(page.getByRole('heading', { name: 'Thank you! Your monthly gift of $25 is set up.' })).toBeVisible()
  await expect(page).toHaveURL(/\/donate$/)
  expect(await axeViolations(page)).toEqual([])

  const receipt = await waitForMail(donor)
  expect(receipt).toContain('monthly gift of $25.00')
  const link = /http:\/\/localhost:\d+\/donate\/monthly-gift\?token=[^\s"<]+/.exec(receipt)![0]
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
  await expect(page.getByText(/^You give \$25 every month\. Your next gift is on /)).toBeVisible()
  await page.getByRole('button', { name: 'Cancel monthly gift' }).click()
  await expect(page.getByText('Your monthly gift has been cancelled. We have e-mailed you a confirmation.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.reload()
  await expect(page.getByText(/^Your monthly gift of \$25 is cancelled\. No further payments will be taken after /)).toBeVisible()
  expect(problems).toEqual([])
})
