import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { Toaster, toaster } from '@/components/ui/toaster'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { ContactForm } from './contact-form'

function renderForm() {
  const view = renderWithProviders(
    <>
      <h2 id="form-heading">Send Us a Message</h2>
      <ContactForm labelledBy="form-heading" />
      <Toaster />
    </>,
  )
  const field = (label: RegExp) => screen.getByRole('textbox', { name: label })
  const fill = async (values: Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>>) => {
    const labels = { name: /full name/i, email: /email address/i, phone: /phone number/i, subject: /subject/i, message: /^message/i }
    for (const [key, value] of Object.entries(values)) {
      const input = field(labels[key as keyof typeof labels])
      await view.user.clear(input)
      // Pasting is one input event: as real for the form, and much faster than typing each key.
      if (value) await view.user.paste(value)
    }
  }
  const submit = () => view.user.click(screen.getByRole('button', { name: /send message|sending/i }))
  return { ...view, field, fill, submit }
}

const valid = { name: 'Maria Lopez', email: 'maria@example.org', phone: '9735550100', subject: 'Day program question', message: 'Can my son join?' }

// user-event interactions are slow on a busy 2-core machine.
describe('contact form', { timeout: 30_000 }, () => {
  // The toaster is one app-wide store showing one toast at a time: start each test empty.
  afterEach(() => toaster.remove())

  it('marks the required fields with * and keeps the honeypot out of reach', () => {
    const { field } = renderForm()
    for (const label of [/full name/i, /email address/i, /subject/i, /^message/i]) expect(field(label)).toBeRequired()
    expect(field(/phone number/i)).not.toBeRequired()
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('shows each validation message, linked to its field, and sends nothing', async () => {
    let calls = 0
    server.use(http.post('/api/contact', () => { calls += 1; return HttpResponse.json({ message: 'ok' }, { status: 201 }) }))
    const { fill, submit, field } = renderForm()

    await fill({ name: 'M', email: 'not-an-email', subject: 'Hi', message: 'Too short' })
    await submit()

    const expected: [RegExp, string][] = [
      [/full name/i, 'Name must be at least 2 characters'],
      [/email address/i, 'Please enter a valid email address'],
      [/subject/i, 'Subject must be at least 5 characters'],
      [/^message/i, 'Message must be at least 10 characters'],
    ]
    for (const [label, message] of expected) {
      const input = field(label)
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
      expect(input).toHaveAccessibleDescription(message)
    }
    expect(field(/full name/i)).toHaveFocus()
    expect(calls).toBe(0)
  })

  it("says 'Sending...' while sending, then toasts success and resets the form", async () => {
    let body: unknown
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('/api/contact', async ({ request }) => {
        body = await request.json()
        await answered
        return HttpResponse.json({ message: 'Thank you' }, { status: 201 })
      }),
    )
    const { fill, submit, field } = renderForm()
    await fill(valid)
    await submit()

    const button = await screen.findByRole('button', { name: 'Sending...' })
    expect(button).toBeDisabled()
    answer()
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument()
    expect(screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeInTheDocument()
    expect(body).toEqual({ ...valid, website: '', altcha: expect.stringMatching(/^[A-Za-z0-9+/=]+$/) })
    await waitFor(() => expect(field(/full name/i)).toHaveValue(''))
    expect(field(/^message/i)).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it("shows the server's message in a destructive 'Error' toast and keeps what was typed", async () => {
    server.use(http.post('/api/contact', () => HttpResponse.json({ error: 'Too many messages. Try again in a minute.' }, { status: 429 })))
    const { fill, submit, field } = renderForm()
    await fill(valid)
    await submit()

    const toast = (await screen.findByText('Too many messages. Try again in a minute.')).closest('[data-type]')!
    expect(toast).toHaveAttribute('data-type', 'error')
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument()
    expect(field(/full name/i)).toHaveValue(valid.name)
  })

  it("falls back to 'Failed to send message. Please try again.' when the server gives no reason", async () => {
    server.use(http.post('/api/contact', () => new HttpResponse(null, { status: 500 })))
    const { fill, submit } = renderForm()
    await fill(valid)
    await submit()
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument()
  })

  it("puts the server's field errors on their fields", async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json({ error: 'Please check the form.', fieldErrors: { email: ['Please enter a valid email address'] } }, { status: 400 }),
      ),
    )
    const { fill, submit, field } = renderForm()
    await fill(valid)
    await submit()
    expect(await screen.findByText('Please check the form.')).toBeInTheDocument()
    await waitFor(() => expect(field(/email address/i)).toHaveAccessibleDescription('Please enter a valid email address'))
  })
})
