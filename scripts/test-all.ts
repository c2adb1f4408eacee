// `npm test`: every check the project has, in order, each timed, then one summary line.
// Set TEST_STEPS=typecheck,unit (for example) to run a subset while working. A failed check's
// first failure reports are printed again just above the summary (scripts/testing/failure-excerpt.ts).
import { spawn } from 'node:child_process'
import { failureExcerpt } from './testing/failure-excerpt.ts'
import { testCounts } from './testing/test-counts.ts'

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
const results: Array<{ name: string; ok: boolean; seconds: number; excerpt: string[]; counts: ReturnType<typeof testCounts> }> = []
const begun = performance.now()
for (const [name, command] of steps) {
  if (only && !only.includes(name)) continue
  console.log(`\n=== ${name}: ${command.join(' ')}`)
  const started = performance.now()
  const { ok, output } = await runStep(command)
  results.push({ name, ok, seconds: (performance.now() - started) / 1000, excerpt: ok ? [] : failureExcerpt(output), counts: testCounts(output) })
}

for (const r of results.filter((result) => result.excerpt.length > 0)) {
  console.log(`\n=== ${r.name} failed:`)
  for (const line of r.excerpt) console.log(line)
}
console.log('\n=== summary')
const counted = (r: (typeof results)[number]) => (r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}` : '')
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s${counted(r)}`)
const failed = results.filter((r) => !r.ok).length
console.log(`checks: ${results.length - failed} of ${results.length} passed in ${((performance.now() - begun) / 60_000).toFixed(1)} min`)
// The last line, alone, in the form CI reads: every test the runners counted, and a check that
// failed without a runner's count (the typecheck, the lint) as one failed test.
const total = results.reduce((sum, r) => ({
  passed: sum.passed + (r.counts?.passed ?? 0),
  failed: sum.failed + (r.counts?.failed ?? 0) + (!r.ok && (r.counts?.failed ?? 0) === 0 ? 1 : 0),
  skipped: sum.skipped + (r.counts?.skipped ?? 0),
}), { passed: 0, failed: 0, skipped: 0 })
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
process.exit(failed === 0 ? 0 : 1)
