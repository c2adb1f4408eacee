// The secret /api and the notify drain prove themselves with to the site's purge endpoint
// (supabase/functions/_shared/site/purge-endpoint.ts; netlify/functions/purge.mts): CDN_PURGE_SECRET,
// set by the deploy in the functions' secrets (step secrets) and in the Netlify site's environment
// (step host-env). It is made from PROXY_SIGNING_SECRET (an HMAC under a label of its own), so
// every run, and a run resumed with --from, gives both sides the same value without storing one
// more secret, and it changes when that secret is rotated. It does not reveal PROXY_SIGNING_SECRET.
import { createHmac } from 'node:crypto'
import type { EnvRecord } from './env.ts'

const LABEL = 'cdn-purge-secret/v1'

export const purgeSecret = (env: EnvRecord): string => createHmac('sha256', env.PROXY_SIGNING_SECRET!).update(LABEL).digest('base64url')
