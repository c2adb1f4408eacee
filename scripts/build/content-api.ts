// Where the build's prerender reads the pages' content: the one address the site's /api rule
// points at (host-rules.ts apiTarget): the project's function for a deploy, the local function
// otherwise. A local build whose function is not running (the end-to-end tests, a plain
// `npm run build`) brings up the local column there for the length of the build: a throwaway
// PostgreSQL with the migrations and the demo content, and the `api` function on Deno. The
// function refuses requests its edge did not sign, so the reads carry the signature Netlify would
// add (`headers`), made with the PROXY_SIGNING_SECRET of the build's environment (on Netlify, the
// site's; locally, the stack's, which the function started here is given too).
import { startTestDatabase } from '../testing/database.ts'
import { functionEnv, loadConfig } from '../stack/config.ts'
import { edgeHeaders } from '../host/edge-signature.ts'
import { spawnFunction } from '../stack/functions.ts'
import { apiTarget, type HostEnv } from '../host/host-rules.ts'
import { isPortFree, waitForHttp } from '../stack/ports.ts'

export type ContentApi = { url: string; headers: Record<string, string>; stop: () => Promise<void> }

/** A build's reads: long enough for every page's prerender. */
const BUILD_SIGNATURE_LIFETIME = '1h'

async function answers(url: string): Promise<string | true> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(10_000) })
    await response.body?.cancel()
    return response.ok || `it answered ${response.status}`
  } catch (error) {
    return (error as Error).message
  }
}

export async function contentApi(env: HostEnv, log: (line: string) => void = () => {}): Promise<ContentApi> {
  const url = apiTarget(env)
  const config = loadConfig()
  const headers = await edgeHeaders(config.proxySigningSecret, config.siteUrl, BUILD_SIGNATURE_LIFETIME)
  const reachable = await answers(url)
  if (reachable === true) return { url, headers, stop: async () => {} }
  if (env.SUPABASE_PROJECT_REF?.trim()) {
    throw new Error(`prerender: the pages' content comes from ${url}, which does not answer (${reachable}). Deploy the functions first (npm run deploy -- --from functions).`)
  }
  const port = Number(new URL(url).port)
  if (!(await isPortFree(port))) throw new Error(`prerender: port ${port} (API_PORT) is taken by something that is not the site's API (${reachable}).`)
  log(`prerender: no API at ${url}; starting the local one (PostgreSQL with the demo content) for this build`)
  const db = await startTestDatabase()
  const output: string[] = []
  const api = spawnFunction('api', { ...functionEnv(config, db.url, port), LOG_LEVEL: 'error' }, (line) => output.push(line))
  const stop = async () => {
    await api.stop()
    await db.dispose()
  }
  try {
    await waitForHttp(`${url}/health`, 90_000, api.alive)
  } catch (error) {
    await stop()
    throw new Error(`prerender: the local API did not start: ${(error as Error).message}\n${output.slice(-20).join('\n')}`)
  }
  return { url, headers, stop }
}
