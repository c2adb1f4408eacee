// The three application forms through the real router, against a stand-in POST /api/applications
// (msw): the contract's messages, the CV checked in the browser, the multipart body sent, the
// server's field errors and refusals shown, and the success message taking the focus.
import { configure, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { BACKGROUND_CHECK_NOTICE, CV_MAX_BYTES, CV_REQUIRED, CV_TOO_LARGE, CV_WRONG_TYPE } from '@contract/application-rules.ts'
import { pageContent } from '@/testing/site-content-handlers'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const [coordinator] = pageContent('get-involved').collections.jobs
const roles = pageContent('get-involved').collections['volunteer-roles']
const CREATED = "Thank you for applying. We've sent a confirmation to your email."

/** The stand-in API: every multipart body it was sent, answered by `answer`. */
function applicationsApi(answer: () => Response = () => HttpResponse.json({ message: CREATED }, { status: 201 })) {
  const sent: { type: string | null; fields: Record<string, string>; cv?: File }[] = []
  server.use(
    http.get('/api/services', () => HttpResponse.json([])),
    http.post('/api/applications', async ({ request }) => {
      const type = request.headers.get('content-type')
      const form = await request.formData()
      const fields: Record<string, string> = {}
      let cv: File | undefined
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value
        else cv = value
      })
      sent.push({ type, fields, cv })
      return answer()
    }),
  )
  return sent
}

const pdf = (size = 2048) => new File([new Uint8Array(size).fill(37)], 'resume.pdf', { type: 'application/pdf' })

type User = Awaited<ReturnType<typeof renderRoute>>['user']

async function fillIn(user: User) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Jordan Rivera')
  await user.type(screen.getByLabelText(/^Email Address/), 'jordan@example.org')
  await user.type(screen.getByLabelText(/^Phone Number/), '(973) 555-0100')
  await user.selectOptions(screen.getByLabelText(/^How did you hear about us\?/), 'A job board')
  await user.type(screen.getByLabelText(/^Availability/), 'Weekdays after 3 pm')
  await user.type(screen.getByLabelText(/^A short note/), 'I have two years of DSP experience.')
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Application' }))

describe('the job application form', { timeout: 60_000 }, () => {
  it("names the job, shows the contract's messages and sends nothing while fields or the CV are wrong", async () => {
    const sent = applicationsApi()
    const { user } = await renderRoute('/jobs/support-coordinator/apply')
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply: Support Coordinator' })).toBeInTheDocument()
    await submit(user)
    const name = screen.getByLabelText(/^Full Name/)
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters')
    expect(name).toHaveFocus()
    expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription('Please enter a valid email address')
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAccessibleDescription('Please enter a phone number we can reach you on')
    expect(screen.getByLabelText(/^How did you hear about us\?/)).toHaveAccessibleDescription('Please tell us how you heard about us')
    expect(screen.getByLabelText(/^Availability/)).toHaveAccessibleDescription('Please tell us when you are available')
    const cv = screen.getByLabelText(/^Resume/)
    expect(cv).toHaveAccessibleDescription(CV_REQUIRED)
    expect(cv).toHaveAttribute('accept', '.pdf,.docx')

    await fillIn(user)
    // chosen past `accept`, as a browser allows when the visitor picks "All files"
    fireEvent.change(cv, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } })
    await submit(user)
    await expect.poll(() => cv.getAttribute('aria-describedby') && document.getElementById(cv.getAttribute('aria-describedby')!)?.textContent).toBe(CV_WRONG_TYPE)
    fireEvent.change(cv, { target: { files: [pdf(CV_MAX_BYTES + 1)] } })
    await submit(user)
    await expect.poll(() => document.getElementById(cv.getAttribute('aria-describedby') ?? '')?.textContent).toBe(CV_TOO_LARGE)
    expect(sent).toEqual([])
  })

  it('sends the fields and the CV as multipart/form-data, then shows the server message with the focus on it', async () => {
    const sent = applicationsApi()
    const { user } = await renderRoute('/jobs/support-coordinator/apply')
    await screen.findByRole('heading', { level: 1, name: 'Apply: Support Coordinator' })
    await fillIn(user)
    await user.upload(screen.getByLabelText(/^Resume/), pdf())
    await submit(user)

    const done = await screen.findByRole('status')
    expect(done).toHaveTextContent('Application Sent!')
    expect(done).toHaveTextContent(CREATED)
    expect(done).toHaveFocus()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent[0]!.fields).toEqual({
      kind: 'job', jobId: coordinator!.id, name: 'Jordan Rivera', email: 'jordan@example.org', phone: '(973) 555-0100',
      heardAbout: 'A job board', availability: 'Weekdays after 3 pm', note: 'I have two years of DSP experience.',
      altcha: expect.stringMatching(/^[A-Za-z0-9+/=]+$/),
    })
    expect(sent[0]!.cv!.size).toBe(2048)
  })

  it("puts the server's field errors on their fields, and says what a 413 or 429 means", async () => {
    const answers = [
      () => HttpResponse.json({ error: 'Validation failed', fieldErrors: { email: ['That e-mail address cannot receive mail'], cv: [CV_WRONG_TYPE] } }, { status: 400 }),
      () => HttpResponse.json({ error: 'Request body too large' }, { status: 413 }),
      () => HttpResponse.json({ error: 'Too many requests. Please try again in 10 minutes.' }, { status: 429 }),
    ]
    let n = 0
    applicationsApi(() => answers[n++]!())
    const { user } = await renderRoute('/jobs/support-coordinator/apply')
    await screen.findByRole('heading', { level: 1, name: 'Apply: Support Coordinator' })
    await fillIn(user)
    const cv = screen.getByLabelText(/^Resume/)
    await user.upload(cv, pdf())

    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed')
    expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription('That e-mail address cannot receive mail')
    expect(screen.getByLabelText(/^Email Address/)).toHaveFocus()
    expect(cv).toHaveAccessibleDescription(CV_WRONG_TYPE)

    await user.upload(cv, pdf())
    await submit(user)
    await expect.poll(() => screen.getByRole('alert').textContent).toBe(CV_TOO_LARGE)
    expect(cv).toHaveAccessibleDescription(CV_TOO_LARGE)

    await user.upload(cv, pdf())
    await submit(user)
    await expect.poll(() => screen.getByRole('alert').textContent).toBe('Too many requests. Please try again in 10 minutes.')
    expect(n).toBe(3)
  })
})

describe('the general application ("Send Us Your Resume")', { timeout: 60_000 }, () => {
  it('takes a .docx CV and sends a general application naming no job', async () => {
    const sent = applicationsApi()
    const { user } = await renderRoute('/careers/apply')
    expect(await screen.findByRole('heading', { level: 1, name: 'Send Us Your Resume' })).toBeInTheDocument()
    await fillIn(user)
    await user.upload(screen.getByLabelText(/^Resume/), new File(['PK'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }))
    await submit(user)
    expect(await screen.findByRole('status')).toHaveTextContent(CREATED)
    expect(sent[0]!.fields).toMatchObject({ kind: 'general', name: 'Jordan Rivera' })
    expect(sent[0]!.fields).not.toHaveProperty('jobId')
    expect(sent[0]!.cv!.size).toBe(2)
  })
})

describe('the volunteer application', { timeout: 60_000 }, () => {
  it('shows the background-check notice, offers the published roles or any, asks for no CV', async () => {
    const sent = applicationsApi()
    const { user } = await renderRoute('/volunteer/apply')
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply to Volunteer' })).toBeInTheDocument()
    expect(screen.getByText(BACKGROUND_CHECK_NOTICE)).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Resume/)).toBeNull()
    const role = screen.getByLabelText(/^Volunteer role/)
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any role', ...roles.map((r) => `${r.title} (${r.timeCommitment})`)])

    await fillIn(user)
    await submit(user)
    expect(await screen.findByRole('status')).toHaveTextContent(CREATED)
    expect(sent[0]!.fields).toMatchObject({ kind: 'volunteer' })
    expect(sent[0]!.fields).not.toHaveProperty('volunteerRoleId')
    expect(sent[0]!.cv).toBeUndefined()
  })

  it('names the role chosen', async () => {
    const sent = applicationsApi()
    const { user } = await renderRoute('/volunteer/apply')
    await screen.findByRole('heading', { level: 1, name: 'Apply to Volunteer' })
    await fillIn(user)
    await user.selectOptions(screen.getByLabelText(/^Volunteer role/), roles[1]!.id)
    await submit(user)
    await screen.findByRole('status')
    expect(sent[0]!.fields).toMatchObject({ kind: 'volunteer', volunteerRoleId: roles[1]!.id })
  })
})
