// The deployment's settings (.env.production): read, then checked before any command runs.
// Each problem is one line naming the variable and the fix; a value is never printed.
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { z } from 'zod'
import { smtpPort, smtpUrlProblem } from '../../supabase/functions/_shared/config.ts'
import { serviceKeySchema } from './service-key.ts'

export type EnvRecord = Record<string, string>

export const MIN_SECRET_LENGTH = 32
const RANDOM_FIX = `set at least ${MIN_SECRET_LENGTH} random characters (openssl rand -base64 48)`

/** Values printed as **** wherever a command or a plan line shows them. */
export const SECRET_NAMES = new Set([
  'SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_ANON_KEY', 'JWT_SECRET',
  'LINK_SIGNING_SECRET', 'PROXY_SIGNING_SECRET', 'NOTIFY_SECRET', 'CDN_PURGE_SECRET', 'RESEND_API_KEY', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'NETLIFY_AUTH_TOKEN',
  'AUTH_SMTP_PASS', 'API_DB_URL',
])
/** Secrets whose strength is ours to demand (API keys and tokens come from their providers). */
const GENERATED_SECRETS = ['JWT_SECRET', 'LINK_SIGNING_SECRET', 'PROXY_SIGNING_SECRET'] as const

const text = (fix: string) => z.string({ error: `is missing: ${fix}` }).trim().min(1, `is empty: ${fix}`)
const secret = (fix: string) => text(fix).min(MIN_SECRET_LENGTH, `is shorter than ${MIN_SECRET_LENGTH} characters: ${fix}`)
const optionalText = z.string().trim().optional()

export const deployEnvSchema = z
  .looseObject({
    SUPABASE_PROJECT_REF: text('the 20-letter id in the dashboard URL (supabase.com/dashboard/project/<ref>)')
      .regex(/^[a-z]{20}$/, 'is not a project ref: 20 lowercase letters, from the dashboard URL'),
    SUPABASE_ACCESS_TOKEN: text('a personal access token from supabase.com/dashboard/account/tokens'),
    SUPABASE_DB_URL: text('the session pooler connection string (Connect → Session pooler) with the database password')
      .regex(/^postgres(ql)?:\/\/[^:/@]+:[^@]+@/, 'is not a postgres:// URL with user and password: copy the session pooler string and put the password in')
      .refine((v) => !/@(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(v), 'is a local database (npm start\'s): copy the session pooler string of the Supabase project'),
    SUPABASE_SERVICE_ROLE_KEY: serviceKeySchema,
    SITE_URL: text('the public https:// address of the site').refine((v) => /^https:\/\/[^/]+/.test(v), 'is not an https:// URL: the public https:// address of the site'),
    AUTH_MODE: text('set AUTH_MODE=supabase').refine((v) => v === 'supabase', 'must be supabase in production: set AUTH_MODE=supabase'),
    JWT_SECRET: secret(RANDOM_FIX),
    LINK_SIGNING_SECRET: secret(RANDOM_FIX),
    PROXY_SIGNING_SECRET: secret(`${RANDOM_FIX}; the deploy gives it to the functions and to the static host, which signs /api with it`),
    MAIL_TRANSPORT: text('set MAIL_TRANSPORT=resend (with RESEND_API_KEY)').refine(
      (v) => v === 'resend' || v === 'smtp',
      'must be resend (or smtp): file mail never leaves the server; set MAIL_TRANSPORT=resend with RESEND_API_KEY',
    ),
    MAIL_FROM: text('the From header, e.g. "Org name <no-reply@your-domain>" (a domain verified with the mail provider)'),
    RESEND_API_KEY: optionalText,
    SMTP_URL: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    NETLIFY_SITE_ID: optionalText,
    NETLIFY_AUTH_TOKEN: optionalText,
  })
  .superRefine((env, ctx) => {
    const needs = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message })
    if (env.MAIL_TRANSPORT === 'resend' && !env.RESEND_API_KEY) needs('RESEND_API_KEY', 'is missing: MAIL_TRANSPORT=resend needs the API key from resend.com/api-keys')
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) needs('SMTP_URL', 'is missing: MAIL_TRANSPORT=smtp needs smtps://user:password@host:465')
    const smtpProblem = env.SMTP_URL ? smtpUrlProblem(env.SMTP_URL) : null
    if (smtpProblem) needs('SMTP_URL', smtpProblem)
    if (env.MAIL_FROM && !mailFromParts(env.MAIL_FROM)) {
      needs('MAIL_FROM', 'has no e-mail address: write "Org name <no-reply@your-domain>" (Supabase Auth sends from that address too)')
    }
    if (!env.STRIPE_SECRET_KEY !== !env.STRIPE_WEBHOOK_SECRET) {
      needs(env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY', 'is missing: set both Stripe keys, or neither')
    }
    if (!env.NETLIFY_SITE_ID !== !env.NETLIFY_AUTH_TOKEN) {
      needs(env.NETLIFY_SITE_ID ? 'NETLIFY_AUTH_TOKEN' : 'NETLIFY_SITE_ID', 'is missing: set both Netlify variables to upload, or neither to host dist/ yourself')
    }
  })
export type DeployEnv = z.infer<typeof deployEnvSchema>

export function readEnvFile(file: string): EnvRecord {
  return parseEnv(readFileSync(file, 'utf8')) as EnvRecord
}

/** Required variables and secrets must not keep .env.example's local value (limits and names may). */
const GUARDED = new Set([
  ...SECRET_NAMES,
  ...Object.entries(deployEnvSchema.shape).flatMap(([name, schema]) => (schema.safeParse(undefined).success ? [] : [name])),
])

/** One line per refused variable, naming it and the fix; empty when the deployment may run. */
export function deployProblems(env: EnvRecord, example: EnvRecord): string[] {
  const problems = new Map<string, string>()
  const parsed = deployEnvSchema.safeParse(env)
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = String(issue.path[0] ?? '')
    if (!problems.has(name)) problems.set(name, issue.message)
  }
  for (const [name, value] of Object.entries(env)) {
    if (problems.has(name) || !GUARDED.has(name) || !example[name] || value.trim() !== example[name]) continue
    const fix = (GENERATED_SECRETS as readonly string[]).includes(name) ? RANDOM_FIX : 'set the production value'
    problems.set(name, `is the local default of .env.example: ${fix}`)
  }
  return [...problems].map(([name, message]) => `${name} ${message}`)
}

// --- Supabase Auth's SMTP: the [auth.email.smtp] env(...) values of supabase/config.toml ---

const RESEND_SMTP = { host: 'smtp.resend.com', port: '465', user: 'resend' } // resend.com/docs/send-with-smtp

/** "Name <address>" or a bare address; null when there is no address in it. */
export function mailFromParts(from: string): { name: string; address: string } | null {
  const match = /^\s*(?:(.*?)\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))\s*$/.exec(from)
  if (!match) return null
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1').trim()
  return { name, address: (match[2] ?? match[3])! }
}

/**
 * The AUTH_SMTP_* variables `supabase config push` substitutes into [auth.email.smtp], so GoTrue
 * sends recovery mail through our provider: MAIL_TRANSPORT=smtp uses SMTP_URL's parts, otherwise
 * Resend's SMTP relay with RESEND_API_KEY. The sender is MAIL_FROM's (its name, else ORG_NAME).
 * Call it with an env that deployProblems() accepted.
 */
export function authSmtpEnv(env: EnvRecord): EnvRecord {
  const from = mailFromParts(env.MAIL_FROM ?? '')
  if (!from) throw new Error('MAIL_FROM has no e-mail address')
  const sender = { AUTH_SMTP_ADMIN_EMAIL: from.address, AUTH_SMTP_SENDER_NAME: from.name || env.ORG_NAME?.trim() || from.address }
  if (env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL) {
    const url = new URL(env.SMTP_URL)
    return {
      AUTH_SMTP_ENABLED: 'true',
      AUTH_SMTP_HOST: url.hostname,
      AUTH_SMTP_PORT: smtpPort(url),
      AUTH_SMTP_USER: decodeURIComponent(url.username),
      AUTH_SMTP_PASS: decodeURIComponent(url.password),
      ...sender,
    }
  }
  return {
    AUTH_SMTP_ENABLED: 'true',
    AUTH_SMTP_HOST: RESEND_SMTP.host,
    AUTH_SMTP_PORT: RESEND_SMTP.port,
    AUTH_SMTP_USER: RESEND_SMTP.user,
    AUTH_SMTP_PASS: env.RESEND_API_KEY ?? '',
    ...sender,
  }
}
