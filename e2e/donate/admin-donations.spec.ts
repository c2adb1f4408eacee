// The admin area's Donations section against the real stack: filters, totals, CSV, details and resend.
import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { db, openSection, signInToDashboard, unique } from '../admin/support'
import { axeViolations } from '../support/axe'

// Sign-in, the section and axe twice share two cores with the rest of the suite: allow for it.
test.describe.configure({ timeout: 120_000 })

async function seedDonations(tag: string) {
  const sql = db()
  try {
    const [sub] = await sql<{ id: string }[]>`
      insert into public.donation_subscriptions (stripe_subscription_id, stripe_customer_id, amount_cents, donor_name, donor_email, status, current_period_end)
      values (${`sub_${tag}`}, ${`cus_${tag}`}, 2585, 'Mona Monthly', ${`mona-${tag}@example.org`}, 'active', now() + interval '20 days') returning id`
    await sql`
      insert into public.donations (amount_cents, fee_cents, donor_name, donor_email, status, created_at, stripe_payment_intent_id, stripe_invoice_id, subscription_id,
        dedication_kind, dedication_name)
      values (2585, 85, 'Mona Monthly', ${`mona-${tag}@example.org`}, 'succeeded', now() - interval '2 days', ${`pi_${tag}_m`}, ${`in_${tag}`}, ${sub!.id}, 'memory', 'Rose Ruiz')`
    await sql`
      insert into public.donations (amount_cents, donor_name, donor_email, status, created_at, stripe_payment_intent_id)
      values (10000, 'Olu Once', ${`olu-${tag}@example.org`}, 'succeeded', now() - interval '40 days', ${`pi_${tag}_o`}),
        (700, null, ${`=formula-${tag}@example.org`}, 'failed', now() - interval '1 day', ${`pi_${tag}_f`})`
  } finally {
    await sql.end()
  }
}

test('staff filter, total, export and inspect donations, and resend a receipt', async ({ page }) => {
  const tag = unique('don')
  await seedDonations(tag)
  await signInToDashboard(page)
  await openSection(page, 'Donations')
  const panel = page.getByRole('main')
  await panel.getByRole('searchbox', { name: 'Search donations' }).fill(tag)
  const rows = panel.getByTestId('donation-row')
  await expect(rows).toHaveCount(3)
  const totals = panel.getByRole('list', { name: 'Donation totals' })
  await expect(totals.getByRole('listitem').first()).toContainText('$132.85')
  await expect(totals.getByRole('listitem').first()).toContainText('3 gifts')
  // axe measures the panel once it has finished refreshing: a Refresh button fading back from
  // 'Refreshing...' while axe reads it has a colour between the two (contrast 3.06 once)
  await expect(panel.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled()
  expect(await axeViolations(page)).toEqual([])

  await panel.getByRole('group', { name: 'Donation status filter' }).getByRole('button', { name: 'Failed' }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Anonymous')
  await panel.getByRole('group', { name: 'Donation status filter' }).getByRole('button', { name: 'All' }).click()
  await panel.getByRole('group', { name: 'Donation kind filter' }).getByRole('button', { name: 'Monthly' }).click()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Mona Monthly')
  await panel.getByRole('group', { name: 'Donation kind filter' }).getByRole('button', { name: 'All Kinds' }).click()
  await panel.getByRole('button', { name: 'Last 30 Days' }).click()
  await expect(rows).toHaveCount(2)
  await expect(totals.getByRole('listitem').first()).toContainText('$32.85')

  await panel.getByRole('button', { name: 'All Time' }).click()
  await panel.getByRole('button', { name: /^Amount/ }).click()
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText('Olu Once')

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d\d-\d\d\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv).toContain('Date,Donor Name,Donor Email,Amount (USD),Fee Covered (USD),Kind,Status,Dedication')
  expect(csv).toContain(`'=formula-${tag}@example.org`)
  expect(csv).toContain('25.85,0.85,Monthly,succeeded,In memory of Rose Ruiz')

  await panel.getByRole('button', { name: 'View donation from Mona Monthly' }).click()
  const dialog = page.getByRole('dialog', { name: 'Donation Details' })
  await expect(dialog).toContainText(`sub_${tag}`)
  await expect(dialog).toContainText(`in_${tag}`)
  await expect(dialog).toContainText('Active; next charge')
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Resend receipt' }).click()
  await expect(page.getByText('The receipt has been queued and will be sent shortly.')).toBeVisible()
  const sql = db()
  try {
    const queued = await sql`select 1 from public.email_outbox where kind = 'donation_receipt' and recipient = ${`mona-${tag}@example.org`}`
    expect(queued).toHaveLength(1)
  } finally {
    await sql.end()
  }
})
