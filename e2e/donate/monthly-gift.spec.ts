// The donor's 'Manage your monthly gift' page, reached from the link in a real receipt e-mail.
// This stack has no Stripe keys: the page shows the gift, and cancelling says payment
// processing is unavailable rather than pretending (the cancel itself is proven by the API tests).
import { expect, test } from '../support/test'
import { db, unique } from '../admin/support'
import { waitForMail } from '../events/fixtures'
import { axeViolations } from '../support/axe'

test('the receipt link opens the monthly gift with its amount and next date, with no WCAG 2.2 AA violations', async ({ page }) => {
  const tag = unique('gift')
  const donor = `${tag}@example.org`
  const sql = db()
  try {
    const [sub] = await sql<{ id: string }[]>`
      insert into public.donation_subscriptions (stripe_subscription_id, stripe_customer_id, amount_cents, donor_name, donor_email, status, current_period_end)
      values (${`sub_${tag}`}, ${`cus_${tag}`}, 4000, 'Gia Giver', ${donor}, 'active', '2031-03-15T17:00:00Z') returning id`
    const [gift] = await sql<{ id: string }[]>`
      insert into public.donations (amount_cents, donor_name, donor_email, status, stripe_invoice_id, subscription_id)
      values (4000, 'Gia Giver', ${donor}, 'succeeded', ${`in_${tag}`}, ${sub!.id}) returning id`
    await sql`insert into public.email_outbox (kind, recipient, payload) values ('donation_receipt', ${donor}, ${sql.json({ donationId: gift!.id })})`
  } finally {
    await sql.end()
  }
  const mail = await waitForMail(donor)
  expect(mail).toContain('Manage your monthly gift')
  const link = /http:\/\/localhost:\d+\/donate\/monthly-gift\?token=[^\s"<]+/.exec(mail)![0]

  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
  await expect(page.getByRole('heading', { level: 1, name: 'Your Monthly Gift' })).toBeVisible()
  await expect(page.getByText('You give $40 every month. Your next gift is on Saturday, March 15, 2031.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Cancel monthly gift' }).click()
  await expect(page.getByRole('alert')).toContainText('Payment processing is not configured. Please contact us directly.')
})

test('a link with a forged token says so', async ({ page }) => {
  await page.goto('/donate/monthly-gift?token=00000000-0000-0000-0000-000000000000.forged')
  await expect(page.getByRole('alert')).toContainText('This link is not valid. Please use the link from your email.')
  expect(await axeViolations(page)).toEqual([])
})
