// The local stack's settings: defaults safe for a developer machine, overridden by the
// environment or a .env file at the repository root (see .env.example for each one).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { LOCAL_SECRET_VALUES } from '../../supabase/functions/_shared/config.ts'
import { authDbUrl, runtimeDbUrl } from '../db/local-logins.ts'
import { root } from './functions.ts'

export type StackConfig = {
  port: number
  apiPort: number
  dbPort: number
  dataDir: string
  siteUrl: string
  jwtSecret: string
  linkSigningSecret: string
  /** signs proxied /api requests: the local host (host-serving.ts) and the api function share it */
  proxySigningSecret: string
  /** proves /api and notify to the site's purge endpoint (scripts/host/purge-route.ts) */
  cdnPurgeSecret: string
  mailDir: string
  mailFrom: string
  adminEmail: string
  adminPassword: string
  passthrough: Record<string, string>
}

/** Variables handed to the functions unchanged when they are set. */
const PASSTHROUGH = [
  'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', 'MAIL_TRANSPORT', 'SMTP_URL', 'RESEND_API_KEY',
  'LOG_LEVEL', 'ALLOWED_ORIGINS', 'FORM_MAX_PER_HOUR', 'CHALLENGE_MAX_COUNTER', 'LOGIN_MAX_FAILURES', 'NOTIFY_GIVE_UP_HOURS', 'NOTIFY_BACKOFF_SECONDS', 'ORG_NAME',
  'TRUSTED_PROXY_HOPS', 'CLIENT_IP_HEADER',
  'OUTBOX_RETENTION_DAYS',
  'AUDIT_RETENTION_DAYS',
  'APPLICATION_RETENTION_DAYS',
  'REMINDER_HOURS',
]

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const envFile = path.join(root, '.env')
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile)
  const port = Number(env.PORT ?? 5173)
  return {
    port,
    apiPort: Number(env.API_PORT ?? 54321),
    dbPort: Number(env.DB_PORT ?? 54322),
    dataDir: path.resolve(root, env.LOCAL_DATA_DIR ?? '.local'),
    siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET ?? 'local-only-jwt-secret-with-at-least-32-characters',
    linkSigningSecret: env.LINK_SIGNING_SECRET ?? 'local-only-link-signing-secret-change-me',
    proxySigningSecret: env.PROXY_SIGNING_SECRET ?? 'local-only-proxy-signing-secret-change-me-please',
    cdnPurgeSecret: env.CDN_PURGE_SECRET || LOCAL_SECRET_VALUES.CDN_PURGE_SECRET[0],
    mailDir: path.resolve(root, env.MAIL_DIR ?? path.join(env.LOCAL_DATA_DIR ?? '.local', 'mail')),
    mailFrom: env.MAIL_FROM ?? 'Bright Path Support Services <no-reply@localhost>',
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.org',
    adminPassword: env.ADMIN_PASSWORD ?? 'change-me-locally',
    passthrough: Object.fromEntries(PASSTHROUGH.flatMap((k) => (env[k] ? [[k, env[k]!]] : []))),
  }
}

/** The environment the Supabase runtime would give the functions, for the local column. */
export function functionEnv(config: StackConfig, dbUrl: string, port: number): Record<string, string> {
  return {
    PORT: String(port),
    // the functions' own role, and the GoTrue stand-in's (their logins: scripts/db/local-logins.ts)
    API_DB_URL: runtimeDbUrl(dbUrl),
    AUTH_DB_URL: authDbUrl(dbUrl),
    AUTH_MODE: 'local',
    JWT_SECRET: config.jwtSecret,
    SITE_URL: config.siteUrl,
    MAIL_TRANSPORT: 'file', // a passthrough MAIL_TRANSPORT below overrides it
    MAIL_DIR: config.mailDir,
    MAIL_FROM: config.mailFrom,
    LINK_SIGNING_SECRET: config.linkSigningSecret,
    PROXY_SIGNING_SECRET: config.proxySigningSecret,
    CDN_PURGE_SECRET: config.cdnPurgeSecret,
    ...config.passthrough,
  }
}
