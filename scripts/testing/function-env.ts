// The `api` function's environment for the server tests: the local stack's (scripts/stack/config.ts),
// without PROXY_SIGNING_SECRET. The tests call the function directly, each request as the site's
// edge would hand it over; with the secret set, the function would refuse every unsigned one. That
// refusal is tested on its own (supabase/tests/api/edge-only.test.ts).
import { functionEnv, type StackConfig } from '../stack/config.ts'

export const testFunctionEnv = (config: StackConfig, dbUrl: string, port: number): Record<string, string> =>
  ({ ...functionEnv(config, dbUrl, port), PROXY_SIGNING_SECRET: '' })
