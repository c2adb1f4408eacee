// `npm run bench`: bundle sizes, Lighthouse audits, API load, the registration race and
// the fault drills, written to bench/report.md. Exits non-zero when a budget is missed.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from '../scripts/stack/functions.ts'
import { measureBundle } from './bundle.ts'
import { killNine, mailOutage, postgresOutage, type DrillResult } from './drills.ts'
import { auditPages, type PageAudit } from './lighthouse.ts'
import { apiLoad } from './load.ts'
import { registrationRace } from './race.ts'
import { benchStack } from './stack.ts'

const BUDGET = { homeKb: 170, stretchHomeKb: 130, performance: 95, accessibility: 100, bestPractices: 100, seo: 100 }
const PAGES = ['/', '/services', '/services/day-habilitation', '/blog', '/events', '/contact', '/donate']
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
const log = (line: string) => console.log(line)
const kb = (n: number) => `${n.toFixed(1)} KB`
const mark = (ok: boolean) => (ok ? 'ok' : '**MISSED**')

async function main() {
  const started = Date.now()
  const misses: string[] = []
  const lines: string[] = [
    '# Performance and resilience report',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Reproduce: \`npm run bench\`.`,
    '',
  ]

  log('bundle: building the site')
  const bundle = await measureBundle()
  const homeOk = bundle.homeInitialKb <= BUDGET.homeKb
  if (!homeOk) misses.push(`home first load ${kb(bundle.homeInitialKb)} > ${BUDGET.homeKb} KB`)
  const leaks = bundle.routes.filter((r) => r.forbidden.length > 0)
  for (const leak of leaks) misses.push(`admin or Stripe code in the public route ${leak.route}: ${leak.forbidden.slice(0, 3).join(', ')}`)
  lines.push(
    '## Bundle (gzipped)',
    '',
    `| figure | measured | target |`,
    `|---|---|---|`,
    `| JS + CSS before Home is interactive | ${kb(bundle.homeInitialKb)} | ≤ ${BUDGET.homeKb} KB (stretch ${BUDGET.stretchHomeKb}) ${mark(homeOk)} |`,
    `| shared entry JS (every page) | ${kb(bundle.entryKb)} | |`,
    `| admin or Stripe code in public routes | ${leaks.length === 0 ? 'none' : leaks.map((l) => l.route).join(', ')} | none ${mark(leaks.length === 0)} |`,
    '',
    '| route file | JS on first load | CSS |',
    '|---|---|---|',
    ...bundle.routes.map((r) => `| ${r.route} | ${kb(r.jsKb)} | ${kb(r.cssKb)} |`),
    '',
  )

  const stack = benchStack()
  log('stack: starting the production build on the local stack')
  await stack.start({ fresh: true })
  try {
    log(`lighthouse: ${PAGES.length} pages × ${RUNS} runs (mobile preset)`)
    const audits = await auditPages(stack.origin, PAGES, RUNS, log)
    const auditOk = (a: PageAudit) =>
      a.performance >= BUDGET.performance && a.accessibility >= BUDGET.accessibility && a.bestPractices >= BUDGET.bestPractices && a.seo >= BUDGET.seo
    for (const a of audits.filter((a) => !auditOk(a))) misses.push(`lighthouse ${a.path}: ${a.performance}/${a.accessibility}/${a.bestPractices}/${a.seo}`)
    lines.push(
      `## Lighthouse (mobile preset, median of ${RUNS})`,
      '',
      `Targets: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET.bestPractices}, SEO ${BUDGET.seo}.`,
      '',
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...audits.map((a) => {
        const m = a.metrics
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
        const timings = `${seconds(m['first-contentful-paint'])} | ${seconds(m['largest-contentful-paint'])} | ${Math.round(m['total-blocking-time'])} ms | ${m['cumulative-layout-shift'].toFixed(3)} | ${seconds(m['speed-index'])}`
        return `| ${a.path} | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${timings} | ${mark(auditOk(a))} |`
      }),
      '',
    )

    log('load: autocannon, 20 connections, 6 s each')
    const { results, staticRatio } = await apiLoad(stack.origin)
    lines.push(
      '## API load (autocannon, 20 connections, 6 s, same origin as the site)',
      '',
      '| request | req/s | p50 ms | p99 ms | errors | non-2xx |',
      '|---|---|---|---|---|---|',
      ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
      '',
      `GET /api/services runs at ${(staticRatio * 100).toFixed(0)}% of the static file's rate.`,
      '',
    )
    for (const r of results.filter((r) => r.errors > 0 || r.non2xx > 0)) misses.push(`load ${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`)

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
    await stack.stop()
  }

  lines.push('## Verdict', '', misses.length === 0 ? 'Every budget met.' : misses.map((m) => `- ${m}`).join('\n'), '', `Bench took ${((Date.now() - started) / 1000).toFixed(0)} s.`, '')
  writeFileSync(path.join(root, 'bench/report.md'), lines.join('\n'))
  log(lines.join('\n'))
  process.exit(misses.length === 0 ? 0 : 1)
}

await main()
