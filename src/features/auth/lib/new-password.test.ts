import { describe, expect, it } from 'vitest'
import { addAdminRequestSchema } from '@contract/admin-team.ts'
import {
  createAdminSchema, loginRequestSchema, newPasswordSchema, PASSWORD_GUESSABLE_MESSAGES, PASSWORD_MAX_MESSAGE, PASSWORD_MIN_MESSAGE,
  resetPasswordRequestSchema,
} from '@contract/auth.ts'
import { emailWords, guessablePassword, ORGANISATION_WORDS } from '@contract/password-rules.ts'
import { site } from '@/content/site'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? []

describe('guessablePassword', () => {
  it.each(['password1234', 'P@ssw0rd1234', 'Summer2024!!', '2024-sunshine', 'iloveyou2024', 'Welcome12345'])(
    '%s is common (listed, once digits, symbols and look-alikes are taken off)',
    (password) => expect(guessablePassword(password)).toBe('common'),
  )

  it.each(['aaaaaaaaaaaa', 'abcdefghijklm', 'qwerty123456', 'abc123abc123', '1q2w3e4r5t6y', '987654321098', 'zzzzzz111111', 'letmein letmein!'])(
    '%s is a repeated or sequential pattern',
    (password) => expect(guessablePassword(password)).toBe('pattern'),
  )

  it("knows the organisation's name as site.ts spells it (change both together)", () => {
    const whole = site.name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
    expect(ORGANISATION_WORDS[0]).toBe(whole)
    for (const w of ORGANISATION_WORDS) expect(whole.startsWith(w)).toBe(true)
  })

  it("refuses the organisation's name and the account's own e-mail with only digits, symbols or a common word beside them", () => {
    expect(guessablePassword('BrightPath2024!')).toBe('personal')
    expect(guessablePassword('Bright Path Admin')).toBe('personal')
    const jane = emailWords('jane.doe@example.org')
    expect(jane).toEqual(['janedoe', 'jane', 'doe', 'example'])
    expect(guessablePassword('jane.doe2024!', jane)).toBe('personal')
    expect(guessablePassword('Doe&Jane-1990', jane)).toBe('personal')
    expect(guessablePassword('jane.doe2024!')).toBeNull() // without the e-mail nothing says it is hers
  })

  it.each(['correct horse battery', 'x8#kq2!m9Lp@', '9!4#2$7%1^3k', 'élan vital naïve', 'Bright Path is where I found my calling', 'monkey dragon'])(
    '%s passes',
    (password) => expect(guessablePassword(password, emailWords('jane.doe@example.org'))).toBeNull(),
  )
})

describe('newPasswordSchema', () => {
  it('needs 12 characters as people count them, and says so alone', () => {
    expect(messages(newPasswordSchema.safeParse('elevenchars'))).toEqual([PASSWORD_MIN_MESSAGE])
    expect(messages(newPasswordSchema.safeParse('password'))).toEqual(['Password must be at least 12 characters'])
    expect(newPasswordSchema.safeParse('twelve chars').success).toBe(true)
    expect(messages(newPasswordSchema.safeParse('🐢🦉🌵🍄🐙🦀🌻🍋🐝🦊🌈'))).toEqual([PASSWORD_MIN_MESSAGE]) // 11 emoji, 22 UTF-16 units
  })

  it('keeps at most 72 UTF-8 bytes, what GoTrue and bcrypt accept', () => {
    expect(messages(newPasswordSchema.safeParse('crème brûlée à la façon de grand-mère, écrite à Noël, €€€!'))).toEqual([PASSWORD_MAX_MESSAGE])
    expect(newPasswordSchema.safeParse('crème brûlée à la façon de grand-mère, écrite à Noël!').success).toBe(true)
  })

  it('refuses a guessable password with a message that says what to do', () => {
    expect(messages(newPasswordSchema.safeParse('password1234'))).toEqual(['This password is too common. Choose one that is harder to guess.'])
    expect(messages(newPasswordSchema.safeParse('111111111111'))).toEqual([PASSWORD_GUESSABLE_MESSAGES.pattern])
    expect(messages(resetPasswordRequestSchema.safeParse({ token: 't', password: 'Sunshine2025!' }))).toEqual([PASSWORD_GUESSABLE_MESSAGES.common])
  })

  it('sign-in still takes an older, shorter password', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@example.org', password: 'short' }).success).toBe(true)
  })
})

describe.each([
  ['POST /api/admin/team', addAdminRequestSchema],
  ['admin:create', createAdminSchema],
])('%s', (_name, schema) => {
  it("refuses a password made of the new admin's e-mail, once, on the password field", () => {
    const result = schema.safeParse({ email: 'jane.doe@example.org', password: 'JaneDoe2024!!' })
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['password'], PASSWORD_GUESSABLE_MESSAGES.personal]])
    expect(messages(schema.safeParse({ email: 'jane.doe@example.org', password: 'password1234' }))).toEqual([PASSWORD_GUESSABLE_MESSAGES.common])
    expect(schema.safeParse({ email: 'jane.doe@example.org', password: 'correct horse battery' }).success).toBe(true)
  })
})
