// The deployment as an ordered list of named steps, built from a validated .env.production.
// Secrets travel in environment variables and a private env file, never in a command line.
import { configSchema } from '../../supabase/functions/_shared/config.ts'
import { authSmtpEnv, type DeployEnv, type EnvRecord } from './env.ts'
import { buildVariables, hostEnvStep } from './host-env.ts'
import { vaultStep } from './notify-secret.ts'
import { purgeSecret } from './purge-secret.ts'
import { runtimeLogin } from './runtime-role.ts'
import type { Command, Step } from './step.ts'

/** `{env-file}` in argv is replaced by a private temporary file holding envFile. */
export const ENV_FILE = '{env-file}'
export const NETLIFY_CLI = 'netlify-cli@27'

/**
 * Variables of config.ts that only the local stack and tests use, or that Supabase provides, or
 * that the deploy makes (API_DB_URL, with api_runtime's new password: runtime-role.ts).
 */
const NOT_FOR_DEPLOYMENT = new Set(['PORT', 'MAIL_DIR', 'NOTIFY_POLL_MS', 'NOTIFY_KINDS', 'STRIPE_API_BASE', 'AUTH_DB_URL', 'API_DB_URL'])
/** The functions' variables: every key of config.ts's schema except the above and SUPABASE_* (the platform's). */
export const functionVariables = (): string[] =>
  Object.keys(configSchema.shape).filter((name) => !NOT_FOR_DEPLOYMENT.has(name) && !name.startsWith('SUPABASE_'))

export const STEP_NAMES = ['link', 'config', 'db', 'secrets', 'functions', 'vault', 'build', 'host-env', 'upload', 'smoke'] as const

export function deployPlan(env: DeployEnv & EnvRecord, runtime = runtimeLogin(env.SUPABASE_DB_URL)): Step[] {
  const ref = env.SUPABASE_PROJECT_REF
  const dbPassword = decodeURIComponent(new URL(env.SUPABASE_DB_URL).password)
  // the CLI's credentials, plus every variable for config.toml's env(...) references
  const cli = {
    ...pick(env, (name) => !name.startsWith('VITE_') && !name.startsWith('NETLIFY_')),
    SUPABASE_ACCESS_TOKEN: env.SUPABASE_ACCESS_TOKEN,
    SUPABASE_DB_PASSWORD: dbPassword,
    AUTH_RESET_REDIRECT_URL: `${env.SITE_URL.replace(/\/+$/, '')}/admin/reset-password`,
    ...authSmtpEnv(env),
  }
  const supabase = (...args: string[]): Command => ({
    argv: ['npx', 'supabase', ...args],
    env: cli,
    shownEnv: ['SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD'],
  })
  const functions = new Set(functionVariables())
  const build = buildVariables(env)
  const netlify = env.NETLIFY_SITE_ID && env.NETLIFY_AUTH_TOKEN ? { NETLIFY_AUTH_TOKEN: env.NETLIFY_AUTH_TOKEN, NETLIFY_SITE_ID: env.NETLIFY_SITE_ID } : null
  return [
    { name: 'link', title: `link this folder to the Supabase project ${ref}`, commands: [supabase('link', '--project-ref', ref)] },
    {
      name: 'config',
      title: 'show, then push the settings of supabase/config.toml (auth site URL, redirect URLs, mail template, SMTP)',
      commands: [supabase('config', 'diff'), supabase('config', 'push', '--yes')],
    },
    { name: 'db', title: 'apply supabase/migrations to the project database', commands: [supabase('db', 'push', '--linked', '--yes')] },
    {
      name: 'secrets',
      title: "give api_runtime a new password and LOGIN, and set the functions' variables (supabase/functions/_shared/config.ts) with API_DB_URL, their connection as api_runtime, and CDN_PURGE_SECRET (it proves them to the site's purge endpoint)",
      login: runtime.login,
      commands: [{
        ...supabase('secrets', 'set', '--env-file', ENV_FILE),
        envFile: { ...runtime.variables, ...pick(env, (name) => functions.has(name)), CDN_PURGE_SECRET: purgeSecret(env) },
      }],
    },
    {
      name: 'functions',
      title: 'deploy the edge functions, bundled by Supabase (no Docker)',
      commands: [
        supabase('functions', 'deploy', 'api', '--no-verify-jwt', '--use-api'),
        supabase('functions', 'deploy', 'notify', '--no-verify-jwt', '--use-api'),
      ],
    },
    vaultStep(env, (variables) => ({ ...supabase('secrets', 'set', '--env-file', ENV_FILE), envFile: variables })),
    { name: 'build', title: 'build the static site into dist/', commands: [{ argv: ['npm', 'run', 'build'], env: build }] },
    // dist/_redirects signs /api with PROXY_SIGNING_SECRET (host-rules.ts): the host needs the
    // functions' value before the deploy that uses it. env:import sets it for every scope
    // (runtime signs proxy rules) and context; NETLIFY_SITE_ID picks the site.
    hostEnvStep(env, netlify
      ? (variables) => ({ argv: ['npx', '--yes', NETLIFY_CLI, 'env:import', ENV_FILE], env: netlify, envFile: variables })
      : null),
    netlify
      ? {
          name: 'upload',
          title: 'upload dist/ and the site\'s functions (dist-functions/: the page function and the purge endpoint) to Netlify as the production deploy',
          commands: [{
            // The build wrote the render and purge functions beside dist/ (scripts/build/page-function-build.ts); the CLI bundles and uploads them with the files.
            argv: ['npx', '--yes', NETLIFY_CLI, 'deploy', '--prod', '--no-build', '--dir', 'dist', '--functions', 'dist-functions', '--site', netlify.NETLIFY_SITE_ID],
            env: { NETLIFY_AUTH_TOKEN: netlify.NETLIFY_AUTH_TOKEN },
          }],
        }
      : {
          name: 'upload',
          title: 'no static host configured (NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN): dist/ is yours to upload',
          commands: [],
          notes: [
            'dist/ holds the site and dist-functions/render/ the function that renders its public pages;',
            'upload both to Netlify (netlify deploy --prod --no-build --dir dist --functions dist-functions).',
            'dist/_redirects and dist/_headers are its rules in Netlify format: /api/* proxied (200) to',
            `https://${ref}.supabase.co/functions/v1/api/:splat, the staff area's SPA shell, and the security headers.`,
          ],
        },
    smokeStep(env, !!netlify),
  ]
}

/** The last step: the site through its public URL, once it is uploaded (else the command to run then). */
function smokeStep(env: DeployEnv & EnvRecord, uploaded: boolean): Step {
  const target = {
    siteUrl: env.SITE_URL, supabaseUrl: env.SUPABASE_URL?.trim() || `https://${env.SUPABASE_PROJECT_REF}.supabase.co`,
    serviceKey: env.SUPABASE_SERVICE_ROLE_KEY, dbUrl: env.SUPABASE_DB_URL,
  }
  return uploaded
    ? { name: 'smoke', title: `check the deployed site: ${env.SITE_URL.replace(/\/+$/, '')}/api/health (200, signed by the host, database up), the service key, and the scheduler (a fresh drain within 3 minutes, pg_cron's job, pg_net's answer)`, commands: [], smoke: target }
    : { name: 'smoke', title: 'check the deployed site once dist/ is uploaded', commands: [], notes: ['After uploading dist/, run: npm run deploy -- --from smoke'] }
}

function pick(env: EnvRecord, keep: (name: string) => boolean): EnvRecord {
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => keep(name) && value !== ''))
}
