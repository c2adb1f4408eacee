// SMTP settings: the deploy and the functions refuse ports Supabase's edge functions cannot reach
// (25 and 587; Supabase docs, Edge Functions → Limits) with a line that says which port to use,
// and the deploy derives Supabase Auth's SMTP (supabase/config.toml [auth.email.smtp]) from the
// production mail settings.
import { describe, expect, it } from 'vitest'
import { DEPLOY_SAMPLE } from '../../supabase/tests/platform/cli-project.ts'
import { misconfiguration, smtpUrlProblem } from '../../supabase/functions/_shared/config.ts'
import { authSmtpEnv, deployProblems, mailFromParts } from './env.ts'

const SMTP = { ...DEPLOY_SAMPLE, MAIL_TRANSPORT: 'smtp' }

describe('an SMTP_URL on a port edge functions cannot reach', () => {
  it.each([
    ['smtp://mailer:s3cret-value@smtp.example.org:587', '587'],
    ['smtp://mailer:s3cret-value@smtp.example.org:25', '25'],
    ['smtp://mailer:s3cret-value@smtp.example.org', '587'], // nodemailer's default without TLS
  ])('npm run deploy refuses %s, naming port %s and the port to use', (url, port) => {
    const [line, ...rest] = deployProblems({ ...SMTP, SMTP_URL: url }, {})
    expect(rest).toEqual([])
    expect(line).toContain(`SMTP_URL uses port ${port}, which Supabase edge functions cannot reach`)
    expect(line).toContain('use port 465')
    expect(line).not.toContain('s3cret-value')
  })

  it('the functions refuse it too (503 Server misconfigured) on a public site, without quoting it', () => {
    const line = misconfiguration({
      SITE_URL: 'https://www.brightpath.example',
      JWT_SECRET: DEPLOY_SAMPLE.JWT_SECRET,
      LINK_SIGNING_SECRET: DEPLOY_SAMPLE.LINK_SIGNING_SECRET,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mailer:hunter2-password@smtp.example.org:587',
    })!
    expect(line).toContain('SMTP_URL uses port 587')
    expect(line).toContain('use port 465')
    expect(line).not.toContain('hunter2')
  })

  it('accepts the SMTPS ports (465, 2465) and STARTTLS on 2587', () => {
    for (const url of ['smtps://u:p@smtp.resend.com:465', 'smtps://u:p@smtp.resend.com', 'smtps://u:p@smtp.resend.com:2465', 'smtp://u:p@smtp.resend.com:2587']) {
      expect(smtpUrlProblem(url), url).toBeNull()
      expect(deployProblems({ ...SMTP, SMTP_URL: url }, {}), url).toEqual([])
    }
    expect(smtpUrlProblem('https://smtp.example.org')).toContain('is not an smtp(s):// URL')
  })
})

describe("Supabase Auth's SMTP from the production mail settings", () => {
  it("uses Resend's SMTP relay with the API key, sender from MAIL_FROM", () => {
    expect(authSmtpEnv(DEPLOY_SAMPLE)).toEqual({
      AUTH_SMTP_ENABLED: 'true',
      AUTH_SMTP_HOST: 'smtp.resend.com',
      AUTH_SMTP_PORT: '465',
      AUTH_SMTP_USER: 'resend',
      AUTH_SMTP_PASS: DEPLOY_SAMPLE.RESEND_API_KEY,
      AUTH_SMTP_ADMIN_EMAIL: 'no-reply@brightpath.example',
      AUTH_SMTP_SENDER_NAME: 'Bright Path "Support"',
    })
  })

  it('a bare MAIL_FROM address takes ORG_NAME as the sender name; one without an address is refused', () => {
    expect(authSmtpEnv({ ...DEPLOY_SAMPLE, MAIL_FROM: 'no-reply@brightpath.example' }).AUTH_SMTP_SENDER_NAME).toBe('Bright Path Support Services')
    expect(mailFromParts('"Bright Path" <a@b.example>')).toEqual({ name: 'Bright Path', address: 'a@b.example' })
    expect(deployProblems({ ...DEPLOY_SAMPLE, MAIL_FROM: 'Bright Path' }, {})).toEqual([
      expect.stringMatching(/^MAIL_FROM has no e-mail address/),
    ])
  })
})
