import { expect, test } from '../support/test'
import postgres from 'postgres'

test('the contact form validates, sends, confirms and stores the message', async ({ page }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  const name = form.getByRole('textbox', { name: /^Full Name/ })
  const email = form.getByRole('textbox', { name: /^Email Address/ })
  const phone = form.getByRole('textbox', { name: /^Phone Number/ })
  const subject = form.getByRole('textbox', { name: /^Subject/ })
  const message = form.getByRole('textbox', { name: /^Message/ })
  const send = form.getByRole('button', { name: 'Send Message' })

  await name.fill('J')
  await email.fill('not-an-email')
  await subject.fill('Hey')
  await message.fill('Short')
  await send.click()

  await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters')
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(subject).toHaveAccessibleDescription('Subject must be at least 5 characters')
  await expect(message).toHaveAccessibleDescription('Message must be at least 10 characters')
  await expect(name).toBeFocused()

  const unique = `e2e-contact-${Date.now()}@example.org`
  await name.fill('Jordan Rivera')
  await email.fill(unique)
  await phone.fill('9735550100')
  await subject.fill('Respite care question')
  await message.fill('Do you offer weekend respite care in Essex County?')
  await send.click()

  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible()
  await expect(name).toHaveValue('')
  await expect(message).toHaveValue('')

  const sql = postgres(process.env.E2E_DB_URL!, { max: 1 })
  try {
    const rows = await sql`select name, phone, subject, message, status from contact_submissions where email = ${unique}`
    expect(rows).toEqual([
      {
        name: 'Jordan Rivera',
        phone: '9735550100',
        subject: 'Respite care question',
        message: 'Do you offer weekend respite care in Essex County?',
        status: 'unread',
      },
    ])
  } finally {
    await sql.end()
  }
})
