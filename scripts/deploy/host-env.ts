// What the static site's build reads, and the Netlify site's environment: what a build started
// there (from Netlify's UI; netlify.toml) needs to build the same site, the VITE_ variables the SPA reads (import.meta.env: Stripe's
// publishable key, the analytics id, the Every.org slug, the canonical site URL, which defaults to
// SITE_URL), SUPABASE_PROJECT_REF (the /api proxy target and the prerender's content:
// scripts/host/host-rules.ts), and PROXY_SIGNING_SECRET, with which Netlify signs the /api
// rewrite at run time and the build's prerender signs its reads of the function, which refuses
// unsigned requests (scripts/build/content-api.ts); and, for the site's functions at run time,
// CDN_PURGE_SECRET, which the purge endpoint checks (netlify/functions/purge.mts; purge-secret.ts).
import type { EnvRecord } from './env.ts'
import type { Command, Step } from './step.ts'
import { purgeSecret } from './purge-secret.ts'

/**
 * The variables of `npm run build` for this deployment (the deploy's own build step), which are
 * also everything the Netlify site's environment needs: the proxy's signing secret among them.
 */
export function buildVariables(env: EnvRecord): EnvRecord {
  const vite = Object.entries(env).filter(([name, value]) => name.startsWith('VITE_') && value.trim() !== '')
  return {
    ...Object.fromEntries(vite), VITE_SITE_URL: env.VITE_SITE_URL?.trim() || env.SITE_URL!, SUPABASE_PROJECT_REF: env.SUPABASE_PROJECT_REF!,
    PROXY_SIGNING_SECRET: env.PROXY_SIGNING_SECRET!,
  }
}

/** `envImport`: the command that imports a private env file into the site (netlify env:import), or null without a host. */
export function hostEnvStep(env: EnvRecord, envImport: ((variables: EnvRecord) => Command) | null): Step {
  const variables = { ...buildVariables(env), CDN_PURGE_SECRET: purgeSecret(env) }
  if (envImport) {
    return {
      name: 'host-env',
      title: "set the Netlify site's environment: the build's variables (a build started on Netlify needs them), PROXY_SIGNING_SECRET (it signs the /api rewrite) and CDN_PURGE_SECRET (the purge endpoint checks it)",
      commands: [envImport(variables)],
    }
  }
  return {
    name: 'host-env',
    title: 'no static host configured: its environment is yours to set',
    commands: [],
    notes: [
      `Set on the host: ${Object.keys(variables).join(', ')} (the values of this deployment).`,
      'dist/_redirects signs the /api rewrite with the host\'s environment variable PROXY_SIGNING_SECRET',
      '(Sign=PROXY_SIGNING_SECRET): set it there to the value in .env.production. The function refuses',
      'unsigned requests (403), so without it the site\'s /api and /media answer nothing but that.',
      'A build on the host without SUPABASE_PROJECT_REF stops.',
      'CDN_PURGE_SECRET: the purge endpoint netlify/functions/purge.mts checks it; set it to the value in the functions\' secrets.',
    ],
  }
}
