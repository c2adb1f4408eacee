// Runtime configuration of the api and notify functions, parsed from an env record.
// Entry points pass Deno.env.toObject(); tests pass a plain object.
//
// Variables (the integrator copies this list into .env.example; docs/deploy.md, Configuration):
//   PORT                      port for Deno.serve (local stack); unset on Supabase
//   API_DB_URL                postgres URL of the role api and notify connect as: api_runtime (migration
//                             20261207100000), never audit_log's owner. Hosted: the transaction pooler's URL
//                             (port 6543) with the user api_runtime.<project ref> (npm run deploy sets the
//                             role's password and stores it: scripts/deploy/runtime-role.ts); Supabase's own
//                             SUPABASE_DB_URL (the postgres role) is not used.
//                             Required for a public SITE_URL
//   AUTH_DB_URL               AUTH_MODE=local only: the GoTrue stand-in's connection (auth/local.ts), as
//                             GoTrue's own role supabase_auth_admin, which writes auth.* and nothing of ours
//   AUTH_MODE                 'local' (default) | 'supabase'
//   JWT_SECRET                HS256 secret of access tokens (local mode signs with it)
//   SITE_URL                  public origin of the SPA, e.g. http://localhost:5173
//   ALLOWED_ORIGINS           extra comma-separated origins allowed to send state-changing calls
//   LINK_SIGNING_SECRET       HMAC secret for cancel / unsubscribe links
//   MAIL_TRANSPORT            'file' (default) | 'smtp' | 'resend'
//   MAIL_DIR                  file transport folder (default .local/mail)
//   MAIL_FROM                 From header of every mail
//   SMTP_URL                  smtp(s)://user:pass@host:port for MAIL_TRANSPORT=smtp
//   RESEND_API_KEY            for MAIL_TRANSPORT=resend
//   NOTIFY_POLL_MS            notify: loop forever with this pause (local stack); unset = serve a POST drain
//   NOTIFY_GIVE_UP_HOURS      notify: a mail still failing this long after it was queued is marked failed (default 24)
//   NOTIFY_BACKOFF_SECONDS    notify: first retry delay, doubled per attempt (default 30)
//   NOTIFY_KINDS              notify: comma-separated outbox kinds this drain handles (default all)
//   OUTBOX_RETENTION_DAYS     notify: sent mail keeps its payload and bodies this long, failed mail is deleted after it (default 30)
//   AUDIT_RETENTION_DAYS      notify: audit-trail entries older than this are deleted (default 400; at least 365,
//                             the database's floor: a shorter value stops the function)
//   APPLICATION_RETENTION_DAYS notify: job and volunteer applications and their CVs older than this are deleted (default 730)
//   STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET   optional payments (both, or donations answer 503)
//   STRIPE_API_BASE           Stripe API origin override, e.g. http://127.0.0.1:12111 (tests' fake)
//   ORG_NAME                  organisation name in donation receipts
//   SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY   Supabase mode
//   LOGIN_MAX_FAILURES        failed sign-ins per account and address (and 4x per address) per 15 min (default 5)
//   FORM_MAX_PER_HOUR         contact / newsletter / registration posts per IP per hour (default 20)
//   CHALLENGE_MAX_COUNTER     the public forms' proof-of-work difficulty: the browser tries up to this
//                             many derivations (default 5000, about a second; tests lower it). The
//                             challenges are signed with keys derived from LINK_SIGNING_SECRET
//   TRUSTED_PROXY_HOPS        proxies of ours that append to X-Forwarded-For; the client is the entry
//                             that many from the right, else the connection's address (default 1;
//                             0 = ignore the header). See http/client-address.ts
//   CLIENT_IP_HEADER          a header our edge sets to the client's address, used instead when
//                             present, e.g. x-nf-client-connection-ip behind Netlify (default unset)
//   PROXY_SIGNING_SECRET      the secret our edge signs proxied requests with (Netlify's X-Nf-Sign,
//                             dist/_redirects' Sign=PROXY_SIGNING_SECRET); when set, a request without a
//                             valid signature is refused 403 (but /api/health and the Stripe webhook), and
//                             CLIENT_IP_HEADER counts only on signed ones (http/proxy-signature.ts).
//                             Required for a public SITE_URL
//   REMINDER_HOURS            notify: hours before an event its reminder mail goes out (default 48)
//   STORAGE_URL               the Storage API, default SUPABASE_URL/storage/v1 (the local stack's stand-in:
//                             scripts/stand-ins/supabase-storage-api.ts); keys as SUPABASE_*_KEY, locally made from JWT_SECRET
//   CDN_PURGE_SECRET          the secret the site's purge endpoint (netlify/functions/purge.mts) checks; with it,
//                             /api after a write and the notify drain send the cache tags changes queued
//                             (site/cdn-purge.ts). npm run deploy sets it here and on the Netlify site
//                             (scripts/deploy/purge-secret.ts); unset = no CDN to purge (queued tags are dropped)
//   CDN_PURGE_URL             the purge endpoint, default SITE_URL/.netlify/functions/purge (tests' stand-in)
import { z } from 'zod';

const optional = z.string().trim().min(1).optional().catch(undefined);
const DEFAULT_JWT_SECRET = 'local-dev-jwt-secret-change-me-please';
const DEFAULT_LINK_SIGNING_SECRET = 'local-dev-link-signing-secret';
const int = (d: number) => z.coerce.number().int().positive().catch(d);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const configSchema = z.object({
  PORT: optional,
  API_DB_URL: z.string().min(1).default('postgres://api_runtime:postgres@127.0.0.1:54322/postgres'),
  AUTH_DB_URL: z.string().min(1).default('postgres://supabase_auth_admin:postgres@127.0.0.1:54322/postgres'),
  AUTH_MODE: z.enum(['local', 'supabase']).default('local'),
  JWT_SECRET: z.string().min(16).default(DEFAULT_JWT_SECRET),
  SITE_URL: z.url().default('http://localhost:5173').transform((u) => u.replace(/\/+$/, '')),
  ALLOWED_ORIGINS: z.string().default(''),
  LINK_SIGNING_SECRET: z.string().min(16).default(DEFAULT_LINK_SIGNING_SECRET),
  MAIL_TRANSPORT: z.enum(['file', 'smtp', 'resend']).default('file'),
  MAIL_DIR: z.string().default('.local/mail'),
  MAIL_FROM: z.string().default('Website <no-reply@localhost>'),
  SMTP_URL: optional,
  RESEND_API_KEY: optional,
  NOTIFY_POLL_MS: optional,
  NOTIFY_GIVE_UP_HOURS: int(24),
  NOTIFY_BACKOFF_SECONDS: int(30),
  NOTIFY_KINDS: optional,
  OUTBOX_RETENTION_DAYS: int(30),
  AUDIT_RETENTION_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(365, 'AUDIT_RETENTION_DAYS must be at least 365 (the audit trail keeps a year)').default(400),
  ),
  APPLICATION_RETENTION_DAYS: int(730),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  ORG_NAME: z.string().trim().min(1).default('Bright Path Support Services'),
  SUPABASE_URL: optional,
  SUPABASE_ANON_KEY: optional,
  SUPABASE_SERVICE_ROLE_KEY: optional,
  STORAGE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'STORAGE_URL must be an http(s) URL' }).optional()),
  LOGIN_MAX_FAILURES: int(5),
  FORM_MAX_PER_HOUR: int(20),
  CHALLENGE_MAX_COUNTER: int(5000),
  // Misconfigured client-address settings stop the function rather than falling back quietly.
  TRUSTED_PROXY_HOPS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10).default(1)),
  CLIENT_IP_HEADER: z.preprocess(
    blankToUndefined,
    z.string().trim().toLowerCase().regex(/^[a-z0-9-]+$/, 'CLIENT_IP_HEADER must be a header name').optional(),
  ),
  PROXY_SIGNING_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().min(32, 'PROXY_SIGNING_SECRET must be at least 32 characters').optional(),
  ),
  REMINDER_HOURS: int(48),
  CDN_PURGE_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().min(32, 'CDN_PURGE_SECRET must be at least 32 characters').optional(),
  ),
  CDN_PURGE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'CDN_PURGE_URL must be an http(s) URL' }).optional()),
});
export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const config = configSchema.parse(env);
  if (config.AUTH_MODE === 'supabase' && (!config.SUPABASE_URL || !config.SUPABASE_ANON_KEY)) {
    throw new Error('AUTH_MODE=supabase needs SUPABASE_URL and SUPABASE_ANON_KEY');
  }
  return config;
}

/** Origins allowed to make state-changing calls. */
export function allowedOrigins(config: Config): Set<string> {
  const extra = config.ALLOWED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean);
  return new Set([new URL(config.SITE_URL).origin, ...extra]);
}

/** Cookies are Secure everywhere except plain-http localhost. */
export function isLocalSite(config: Config): boolean {
  const u = new URL(config.SITE_URL);
  return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}

// --- Production safety: outside localhost the functions refuse local secrets and file mail ---

/** Local-only values: the defaults above and those of .env.example (a test keeps them in step). */
export const LOCAL_SECRET_VALUES = {
  JWT_SECRET: [DEFAULT_JWT_SECRET, 'local-only-jwt-secret-with-at-least-32-characters'],
  LINK_SIGNING_SECRET: [DEFAULT_LINK_SIGNING_SECRET, 'local-only-link-signing-secret-change-me'],
  PROXY_SIGNING_SECRET: ['local-only-proxy-signing-secret-change-me-please'],
  CDN_PURGE_SECRET: ['local-only-cdn-purge-secret-change-me-please'],
} as const;
export const MIN_SECRET_LENGTH = 32;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Ports Supabase's edge functions may not connect to (Supabase docs, Edge Functions → Limits). */
export const BLOCKED_SMTP_PORTS: readonly string[] = ['25', '587'];
export const SMTP_PORT_FIX =
  'use port 465 (smtps://user:password@host:465, TLS from the first byte; Resend also serves 2465, or STARTTLS on 2587)';

/** The port an smtp(s):// URL connects to: without one, smtps:// means 465 and smtp:// 587, as nodemailer reads them. */
export const smtpPort = (url: URL): string => url.port || (url.protocol === 'smtps:' ? '465' : '587');

/** The role the functions connect as (migration 20261207100000): not audit_log's owner. */
export const RUNTIME_ROLE = 'api_runtime';

/**
 * Why API_DB_URL cannot be the functions' connection (never quoting it), or null. The pooler's
 * user is `<role>.<project ref>`, a direct connection's `<role>`.
 */
export function databaseRoleProblem(value: string): string | null {
  const fix = `set it to the project's pooler URL with the user ${RUNTIME_ROLE}.<project ref> (npm run deploy does)`;
  if (!value) return `is not set: ${fix}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) return `is not a postgresql:// URL: ${fix}`;
  const role = decodeURIComponent(url.username).split('.')[0];
  return role === RUNTIME_ROLE ? null : `connects as ${role || 'no user'}, not ${RUNTIME_ROLE} (the audit trail's owner could erase it): ${fix}`;
}

/**
 * Why an SMTP_URL cannot carry mail from an edge function (never quoting it), or null. Without a
 * port, smtps:// means 465 and smtp:// 587, as nodemailer reads them.
 */
export function smtpUrlProblem(value: string): string | null {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    return 'is not an smtp(s):// URL: set smtps://user:password@host:465';
  }
  const port = smtpPort(url);
  if (BLOCKED_SMTP_PORTS.includes(port)) {
    return `uses port ${port}, which Supabase edge functions cannot reach (ports 25 and 587 are blocked): ${SMTP_PORT_FIX}`;
  }
  return null;
}

/**
 * The line the functions log (and exit with, for notify) when the raw environment is unsafe
 * for a public SITE_URL, naming each wrong variable and never its value; null when it is fine.
 */
export function misconfiguration(env: Record<string, string | undefined>): string | null {
  const site = env.SITE_URL?.trim() || 'http://localhost:5173';
  const url = URL.canParse(site) ? new URL(site) : null;
  if (url && LOCAL_HOSTS.has(url.hostname)) return null;
  const problems = url ? [] : ['SITE_URL is not a URL: set it to the site\'s https:// address'];
  // PROXY_SIGNING_SECRET: without it, callers skipping the site's edge are served (http/proxy-signature.ts)
  for (const name of ['JWT_SECRET', 'LINK_SIGNING_SECRET', 'PROXY_SIGNING_SECRET'] as const) {
    const value = env[name]?.trim() ?? '';
    const fix = `set ${name} to a random value of at least ${MIN_SECRET_LENGTH} characters`;
    if (!value) problems.push(`${name} is not set: ${fix}`);
    else if ((LOCAL_SECRET_VALUES[name] as readonly string[]).includes(value)) problems.push(`${name} is a local default: ${fix}`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters: ${fix}`);
  }
  // optional (no CDN, nothing to purge), but never the stack's value: anyone could purge the site's cache
  if ((LOCAL_SECRET_VALUES.CDN_PURGE_SECRET as readonly string[]).includes(env.CDN_PURGE_SECRET?.trim() ?? '')) {
    problems.push('CDN_PURGE_SECRET is a local default: npm run deploy sets it (step secrets), or leave it unset');
  }
  const dbProblem = databaseRoleProblem(env.API_DB_URL?.trim() ?? '');
  if (dbProblem) problems.push(`API_DB_URL ${dbProblem}`);
  if ((env.MAIL_TRANSPORT?.trim() || 'file') === 'file') {
    problems.push('MAIL_TRANSPORT is file (the default): set MAIL_TRANSPORT=resend with RESEND_API_KEY, or smtp with SMTP_URL');
  }
  if (env.MAIL_TRANSPORT?.trim() === 'smtp') {
    const smtp = env.SMTP_URL?.trim() ? smtpUrlProblem(env.SMTP_URL.trim()) : 'is not set: MAIL_TRANSPORT=smtp needs smtps://user:password@host:465';
    if (smtp) problems.push(`SMTP_URL ${smtp}`);
  }
  return problems.length ? `Server misconfigured: ${problems.join('; ')}` : null;
}
