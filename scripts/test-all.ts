// `npm test`: every check the project has, in order, each timed, then one summary line.
// Set TEST_STEPS=typecheck,unit (for example) to run a subset while working. A failed check's
// first failure reports are printed again just above the summary (scripts/testing/failure-excerpt.ts).
import { spawn } from 'node:child_process'
import { failureExcerpt } from './testing/failure-excerpt.ts'

const steps: Array<[name: string, command: string[]]> = [
  ['routes', ['npx', 'tsx', 'scripts/gen-routes.ts']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['unit', ['npx', 'vitest', 'run']],
  ['deno', ['npx', 'tsx', 'scripts/deno-check.ts']],
  // The API tests that cover every route family and both functions, once more with the functions on
  // Deno 2.1.4, the release Supabase's hosted edge-runtime embeds (supabase/edge-runtime
  // deno/Cargo.toml), from the deno-hosted optional dependency (npm:@deno/linux-x64-glibc@2.1.4, the
  // platform package itself: no bin, no install script, one lockfile entry). A subset: the whole project takes ~9 min.
  ['api-hosted-deno', ['env', 'FUNCTIONS_DENO_BIN=node_modules/deno-hosted/deno', 'npx', 'vitest', 'run', '--project', 'api',
    ...['spec-shapes', 'public-content', 'auth', 'session-refresh', 'reset-journey', 'forms', 'outbox', 'notify-function', 'compression',
      'resilience', 'unsafe-config', 'mail-transports'].map((name) => `supabase/tests/api/${name}.test.ts`)]],
  // `npm start` as the README runs it (the development server), one page of every kind in Chromium.
  ['start', ['npx', 'tsx', 'scripts/testing/start-check.ts']],
  ['e2e', ['npx', 'tsx', 'scripts/e2e.ts']],
  // The donate journeys with payments configured against a loopback Stripe fake (a build of its own).
  ['e2e-payments', ['env', 'VITE_STRIPE_PUBLISHABLE_KEY=pk_test_e2e', 'npx', 'tsx', 'scripts/e2e.ts', '--config', 'playwright.payments.config.ts']],
]

/** Runs one check with its output passed through as it comes, and kept. */
function runStep(command: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    const output: string[] = []
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { process.stdout.write(chunk); output.push(chunk) })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { process.stderr.write(chunk); output.push(chunk) })
    child.on('close', (code) => resolve({ ok: code === 0, output: output.join('') }))
  })
}

const only = process.env.TEST_STEPS?.split(',').map((s) => s.trim())
const results: Array<{ name: string; ok: boolean; seconds: number; excerpt: string[] }> = []
const begun = performance.now()
for (const [name, command] of steps) {
  if (only && !only.includes(name)) continue
  console.log(`\n=== ${name}: ${command.join(' ')}`)
  const started = performance.now()
  const { ok, output } = await runStep(command)
  results.push({ name, ok, seconds: (performance.now() - started) / 1000, excerpt: ok ? [] : failureExcerpt(output) })
}

for (const r of results.filter((result) => result.excerpt.length > 0)) {
  console.log(`\n=== ${r.name} failed:`)
  for (const line of r.excerpt) console.log(line)
}
console.log('\n=== summary')
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`)
const failed = results.filter((r) => !r.ok).length
console.log(`checks: ${results.length - failed} passed, ${failed} failed, in ${((performance.now() - begun) / 60_000).toFixed(1)} min`)
process.exit(failed === 0 ? 0 : 1)
