// `npm run bench`: bundle sizes, Lighthouse audits (CPU slowdown calibrated to the host, beside
// Lighthouse's default 4×), API load, the registration race and the fault drills, written to
// bench/report.md. Exits 1 when a required budget is missed, and 3 with "machine busy" and no
// report when the machine is not quiet enough for Lighthouse (quiet.ts). `--pages /a,/b` audits
// those pages only. The reference page (the framework's floor: floor.ts) is built beside the site's
// pages for the Lighthouse runs, run in every round, and removed after them.
// `npm run bench -- --ab <git ref> | <base>..<change> [--pages /a,/b]`: Lighthouse only, this tree
// (or <change>) against the ref (or <base>), interleaved, calibrated (ab.ts); with
// `--trace /a,/b [--loads N] [--slow-4g]`, Chromium traces of the two builds instead of Lighthouse.
// `npm run bench -- --bundle`: the bundle figures only (a build, under a minute here), which do not
// depend on the host; prints them and exits 1 when a budget is missed. Writes no report.
// `npm run bench -- --cdn`: the CDN section alone (a build, the bench's stack, about 2 minutes):
// a kept page's first byte against a static file's, cold renders, /api at the function on a miss;
// prints it and exits 1 when a budget is missed. Writes no report.
// `npm run bench -- --trace <page>[,<page>] [--loads N] [--origin URL]`: real main-thread time of
// the entry's evaluation and of hydration in a throttled Chromium trace (trace.ts); `--slow-4g`
// throttles the network as well, as Lighthouse's mobile preset does.
// Run it only on an otherwise idle machine: no tests, no builds, no other bench.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../scripts/stack/config.ts'
import { root } from '../scripts/stack/functions.ts'
import { abBench } from './ab.ts'
import { HOME_BUDGET_KB } from './budgets.ts'
import { buildFromFreshStack } from './built-site.ts'
import { cdnFigures, cdnSection } from './cdn.ts'
import type { BundleReport } from './bundle.ts'
import { killNine, mailOutage, postgresOutage, type DrillResult } from './drills.ts'
import { auditWithLighthouse } from './lighthouse.ts'
import { lighthouseSection } from './lighthouse-report.ts'
import { apiLoad } from './load.ts'
import { DEFAULT_ROUNDS, PAGES, ROUNDS } from './pages.ts'
import { MachineBusy } from './quiet.ts'
import { registrationRace } from './race.ts'
import { searchBench, SEARCH_P95_TARGET_MS } from './search.ts'
import { buildReferencePage, REFERENCE_PATH } from './reference-build.ts'
import { BENCH_API_PORT, benchStack } from './stack.ts'
import { traceBench } from './trace.ts'

const log = (line: string) => console.log(line)
const kb = (n: number) => `${n.toFixed(1)} KB`
const mark = (ok: boolean) => (ok ? 'ok' : '**MISSED**')

/** The value after `flag` on the command line, if the flag is there. */
function option(flag: string): string | undefined {
  const at = process.argv.indexOf(flag)
  if (at < 0) return undefined
  const value = process.argv[at + 1]
  if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value`)
  return value
}

/** The trace tool's `--loads N` (5 unless given) and `--slow-4g`. */
const traceOptions = () => ({ loads: Number(option('--loads') ?? 5), slow4g: process.argv.includes('--slow-4g') })

/** The bundle section of the report, and the budgets it missed. */
function bundleSection(bundle: BundleReport): { lines: string[]; misses: string[] } {
  const misses: string[] = []
  const homeOk = bundle.homeInitialKb <= HOME_BUDGET_KB.required
  if (!homeOk) misses.push(`home first load ${kb(bundle.homeInitialKb)} > ${HOME_BUDGET_KB.required} KB`)
  const homeGoal = bundle.homeInitialKb <= HOME_BUDGET_KB.goal ? 'met' : 'missed'
  const leaks = bundle.routes.filter((r) => r.forbidden.length > 0)
  for (const leak of leaks) misses.push(`admin or Stripe code in the public route ${leak.route}: ${leak.forbidden.slice(0, 3).join(', ')}`)
  const lines = [
    '## Bundle (gzipped)',
    '',
    `| figure | measured | target |`,
    `|---|---|---|`,
    `| JS + CSS before Home is interactive | ${kb(bundle.homeInitialKb)} | ≤ ${HOME_BUDGET_KB.required} KB ${mark(homeOk)}; goal ${HOME_BUDGET_KB.goal} KB ${homeGoal} |`,
    `| shared entry JS (every page) | ${kb(bundle.entryKb)} | |`,
    `| admin or Stripe code in public routes | ${leaks.length === 0 ? 'none' : leaks.map((l) => l.route).join(', ')} | none ${mark(leaks.length === 0)} |`,
    '',
    '| route file | JS on first load | CSS |',
    '|---|---|---|',
    ...bundle.routes.map((r) => `| ${r.route} | ${kb(r.jsKb)} | ${kb(r.cssKb)} |`),
    '',
  ]
  return { lines, misses }
}

async function main(pages: readonly string[]) {
  const started = Date.now()
  const misses: string[] = []
  const lines: string[] = [
    '# Performance and resilience report',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Reproduce: \`npm run bench${pages === PAGES ? '' : ` -- --pages ${pages.join(',')}`}\`.`,
    '',
  ]

  const stack = benchStack()
  const bundle = bundleSection(await buildFromFreshStack(stack, log))
  misses.push(...bundle.misses)
  lines.push(...bundle.lines)

  log(`reference: building the framework's floor (React and Chakra, one heading) into dist${REFERENCE_PATH}`)
  const reference = await buildReferencePage()
  log('stack: serving the production build on the same stack')
  await stack.start()
  try {
    log(`lighthouse: ${pages.length} pages and the floor × ${ROUNDS} calibrated rounds (+ ${DEFAULT_ROUNDS} at the default 4×), interleaved, each run on a quiet machine (mobile preset)`)
    const floorTarget = { label: `floor (${REFERENCE_PATH})`, url: `${stack.origin}${REFERENCE_PATH}` }
    const targets = [floorTarget, ...pages.map((page) => ({ label: page, url: `${stack.origin}${page}` }))]
    const [floor, ...audits] = await auditWithLighthouse(targets, { rounds: ROUNDS, defaultRounds: DEFAULT_ROUNDS }, log)
    const section = lighthouseSection({ pages: audits, floor: floor! }, { rounds: ROUNDS, defaultRounds: DEFAULT_ROUNDS })
    misses.push(...section.misses)
    lines.push(...section.lines)

    log('load: autocannon, 20 connections, 6 s each')
    const { results, staticRatio } = await apiLoad(stack.origin)
    lines.push(
      '## API load (autocannon, 20 connections, 6 s, same origin as the site)',
      '',
      '| request | req/s | p50 ms | p99 ms | errors | non-2xx |',
      '|---|---|---|---|---|---|',
      ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
      '',
      `GET /api/services, answered by the CDN's copy, runs at ${(staticRatio * 100).toFixed(0)}% of the static file's rate.`,
      '',
    )
    for (const r of results.filter((r) => r.errors > 0 || r.non2xx > 0)) misses.push(`load ${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`)

    log('cdn: first bytes of a kept page, a static file and cold renders; /api at the function (a miss) under load')
    const cdn = cdnSection(await cdnFigures(stack.origin, `http://127.0.0.1:${BENCH_API_PORT}`, loadConfig().proxySigningSecret))
    misses.push(...cdn.misses)
    lines.push(...cdn.lines)

    log('search: 1,000 posts and 200 events seeded, five queries in the database and through /api')
    const search = await searchBench(stack.origin, stack.dbUrl)
    const slowest = Math.max(...search.database.map((q) => q.p95))
    const searchOk = slowest < SEARCH_P95_TARGET_MS && search.http.errors === 0 && search.http.non2xx === 0
    if (!searchOk) misses.push(`search: slowest p95 in the function ${slowest} ms (target < ${SEARCH_P95_TARGET_MS} ms), ${search.http.errors} errors, ${search.http.non2xx} non-2xx`)
    lines.push(
      '## Search (1,000 posts and 200 events, seeded and removed by the bench)',
      '',
      '| query | p50 ms in the function | p95 ms in the function | target |',
      '|---|---|---|---|',
      ...search.database.map((q) => `| ${q.name} | ${q.p50} | ${q.p95} | < ${SEARCH_P95_TARGET_MS} ms ${mark(q.p95 < SEARCH_P95_TARGET_MS)} |`),
      '',
      `GET /api/search over the same five queries in turn (autocannon, ${search.connections} connections, 6 s; each request with its own \`nocache\` parameter, so the CDN stand-in never answers): ${search.http.rps} req/s, p50 ${search.http.p50} ms, p95 ${search.http.p95} ms, p99 ${search.http.p99} ms, ${search.http.errors} errors, ${search.http.non2xx} non-2xx. ${mark(searchOk)}`,
      '',
    )

    log('race: 500 simultaneous registrations for 50 seats')
    const race = await registrationRace(stack.origin, stack.dbUrl)
    const raceOk = race.seatsTaken === race.capacity && race.accepted === race.capacity && race.other === 0
    if (!raceOk) misses.push(`race: ${JSON.stringify(race)}`)
    lines.push(
      '## Registration race',
      '',
      `${race.attempts} simultaneous attempts for an event with capacity ${race.capacity}: ${race.accepted} accepted (201), ${race.full} refused as full (409), ${race.other} other; seats taken ${race.seatsTaken}. ${mark(raceOk)}`,
      '',
    )

    log('drills: postgres outage, mail outage, kill -9')
    const drills: DrillResult[] = [await postgresOutage(stack), await mailOutage(stack), await killNine(stack)]
    for (const d of drills.filter((d) => !d.ok)) misses.push(`drill ${d.name}: ${d.detail}`)
    lines.push('## Fault drills', '', '| drill | result | detail |', '|---|---|---|', ...drills.map((d) => `| ${d.name} | ${mark(d.ok)} | ${d.detail} |`), '')
  } finally {
    reference.remove()
    await stack.stop()
  }

  lines.push('## Verdict', '', misses.length === 0 ? 'Every required budget met (goals: see each section).' : misses.map((m) => `- ${m}`).join('\n'), '', `Bench took ${((Date.now() - started) / 1000).toFixed(0)} s.`, '')
  writeFileSync(path.join(root, 'bench/report.md'), lines.join('\n'))
  log(lines.join('\n'))
  process.exit(misses.length === 0 ? 0 : 1)
}

try {
  const pagesOption = option('--pages')
  const pages = pagesOption ? pagesOption.split(',') : PAGES
  const ab = option('--ab')
  const trace = option('--trace')
  if (process.argv.includes('--bundle')) {
    const bundle = bundleSection(await buildFromFreshStack(benchStack(), log))
    log(bundle.lines.join('\n'))
    log(bundle.misses.length === 0 ? 'Every bundle budget met.' : bundle.misses.map((m) => `MISSED: ${m}`).join('\n'))
    process.exit(bundle.misses.length === 0 ? 0 : 1)
  }
  if (process.argv.includes('--cdn')) {
    const stack = benchStack()
    await buildFromFreshStack(stack, log)
    log('stack: serving the production build')
    await stack.start()
    let cdn: ReturnType<typeof cdnSection>
    try {
      log('cdn: first bytes of a kept page, a static file and cold renders; /api at the function (a miss) under load')
      cdn = cdnSection(await cdnFigures(stack.origin, `http://127.0.0.1:${BENCH_API_PORT}`, loadConfig().proxySigningSecret))
    } finally {
      await stack.stop()
    }
    log(cdn.lines.join('\n'))
    log(cdn.misses.length === 0 ? 'Every CDN budget met.' : cdn.misses.map((m) => `MISSED: ${m}`).join('\n'))
    process.exit(cdn.misses.length === 0 ? 0 : 1)
  }
  if (ab !== undefined) {
    const traced = trace === undefined ? {} : { trace: traceOptions() }
    await abBench(ab, trace?.split(',') ?? pages, ROUNDS, log, traced)
    process.exit(0)
  }
  if (trace !== undefined) {
    await traceBench(trace.split(','), { ...traceOptions(), origin: option('--origin') }, log)
    process.exit(0)
  }
  await main(pages)
} catch (error) {
  if (!(error instanceof MachineBusy)) throw error
  console.error(error.message)
  process.exit(3)
}
