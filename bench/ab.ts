// `npm run bench -- --ab <git ref>`: is this tree faster than <ref>? Builds both (the ref in a
// temporary git worktree), serves each build under its own host rules against one stack (one
// database, one api function), and runs Lighthouse over both interleaved (A /, B /, A /services,
// …, reversed every other round) on a quiet machine, with the CPU slowdown calibrated to the host
// before each run, as the bench does. Prints each page's calibrated median performance, LCP and
// TBT (with the spread of its runs, and B − A called within the noise where they overlap) for A
// (this tree, uncommitted changes included) and B (the ref), and writes them to
// .local/bench-ab/report.md. The ref must be recent enough to write its host rules
// (dist/_redirects) at build time.
// `--ab <base>..<change>` measures one past commit instead: A is <change>, B is <base>, both
// built from worktrees (what did that change do?). `--pages /a,/b` audits those pages only.
// With `--trace /a,/b [--loads N] [--slow-4g]` the same two builds are traced instead of audited (trace.ts:
// real main-thread time in a throttled Chromium, A and B loads interleaved).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { loadConfig } from '../scripts/stack/config.ts'
import { root } from '../scripts/stack/functions.ts'
import { hostServing } from '../scripts/host/host-serving.ts'
import type { Summary, Target, TargetAudit } from './audit.ts'
import { TARGET_DEVICE_INDEX } from './calibration.ts'
import { ms, rangeText, spreadText, times, whole } from './format.ts'
import { auditWithLighthouse } from './lighthouse.ts'
import { rangeOf, type Spread } from './schedule.ts'
import { busyText } from './quiet.ts'
import { BENCH_API_PORT, BENCH_PORT, benchStack } from './stack.ts'
import { traceReport, traceTargets, type TraceOptions } from './trace.ts'

const workDir = path.join(root, '.local/bench-ab')

/** Each page of A, then the same page of B (interleave() reverses every other round). */
export function abTargets(pages: readonly string[], originA: string, originB: string): Target[] {
  return pages.flatMap((page) => [
    { label: `A ${page}`, url: `${originA}${page}` },
    { label: `B ${page}`, url: `${originB}${page}` },
  ])
}

/**
 * B − A of two TBT spreads, said to be within the noise when A's runs and B's overlap: on a host
 * whose speed swings between runs, the same build's TBT spans several hundred ms (127–1,014 ms
 * on one page, 2026-12-03), and a difference of medians inside that says nothing.
 */
export function tbtDifference(a: Spread, b: Spread): string {
  const overlap = a.min <= b.max && b.min <= a.max
  return overlap ? `${ms(b.median - a.median)} (runs overlap: within the noise)` : ms(b.median - a.median)
}

/** The A/B table: per page, A's and B's calibrated median performance, LCP and TBT (with its runs' spread), B − A, and the calibration used. */
export function abTable(pages: readonly string[], audits: readonly TargetAudit[]): string[] {
  const of = (label: string) => audits.find((a) => a.label === label)!.calibrated
  return [
    `| page | performance A | performance B | LCP A | LCP B | TBT A (runs) | TBT B (runs) | TBT B − A | benchmarkIndex → CPU slowdown | CPUs before the runs |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map((page) => {
      const [a, b] = [of(`A ${page}`), of(`B ${page}`)]
      const lcp = (x: Summary) => ms(x.metrics['largest-contentful-paint'].median)
      const tbt = (x: Summary) => x.metrics['total-blocking-time']
      const indexes = [a.hostIndex, b.hostIndex].flatMap((r) => (r ? [r.min, r.max] : []))
      const index = indexes.length > 0 ? rangeText(rangeOf(indexes), whole) : '?'
      const slowdown = rangeText(rangeOf([a.multiplier.min, a.multiplier.max, b.multiplier.min, b.multiplier.max]), times)
      return `| ${page} | ${a.scores.performance.median} | ${b.scores.performance.median} | ${lcp(a)} | ${lcp(b)} | ${spreadText(tbt(a), ms)} | ${spreadText(tbt(b), ms)} | ${tbtDifference(tbt(a), tbt(b))} | ${index} → ${slowdown} | ${busyText(Math.max(a.busy, b.busy))} |`
    }),
  ]
}

/** `<ref>` compares this tree (A) with the ref (B); `<base>..<change>` compares change (A) with base (B). */
export function parseAbRefs(spec: string): { a: string | null; b: string } {
  const [b, a, ...rest] = spec.split('..')
  if (!b || a === '' || rest.length > 0) throw new Error(`--ab takes <ref> or <base>..<change>, not '${spec}'`)
  return { a: a ?? null, b }
}

const git = (args: string[], cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()

/** A production build of the tree at `cwd` into `outDir`, its /api rule pointing at the bench's api function. */
function build(cwd: string, outDir: string) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(BENCH_API_PORT) },
  })
}

/** Serves a build under its host rules (its /api rule signed with PROXY_SIGNING_SECRET, which abBench sets). */
async function serve(dist: string, port: number): Promise<http.Server> {
  const handle = await hostServing(dist)
  const server = http.createServer(handle)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  // A build whose pages cannot reach the api audits its error states: refuse to measure that.
  const health = await fetch(`http://127.0.0.1:${port}/api/health`)
  if (!health.ok) throw new Error(`${dist}: /api answers ${health.status} through its host rules (${(await health.text()).slice(0, 200)})`)
  return server
}

/** A detached worktree of `commit` under .local/bench-ab, sharing this tree's node_modules. */
function worktree(name: string, commit: string): string {
  const tree = path.join(workDir, name)
  if (existsSync(tree)) git(['worktree', 'remove', '--force', tree])
  git(['worktree', 'prune'])
  git(['worktree', 'add', '--detach', tree, commit])
  symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'))
  return tree
}

/** `audit` is Lighthouse (lighthouse.ts); anything with its signature can stand in to check the rest. */
export async function abBench(
  spec: string,
  pages: readonly string[],
  rounds: number,
  log: (line: string) => void,
  options: { audit?: typeof auditWithLighthouse; trace?: TraceOptions } = {},
): Promise<void> {
  const { audit = auditWithLighthouse, trace } = options
  const refs = parseAbRefs(spec)
  const commitOf = (ref: string) => git(['rev-parse', '--verify', `${ref}^{commit}`])
  const commitB = commitOf(refs.b)
  const commitA = refs.a === null ? null : commitOf(refs.a)
  const [distA, distB] = [path.join(workDir, 'a'), path.join(workDir, 'b')]
  mkdirSync(workDir, { recursive: true })
  const trees: string[] = []
  const servers: http.Server[] = []
  // Dev serving: the stack is here for its database and api function, which both builds write
  // their pages from (as a deploy's build reads the project's API) and the audits call.
  const stack = benchStack()
  try {
    log('ab: starting the stack')
    await stack.start({ fresh: true, dev: true })
    const treeA = commitA === null ? root : worktree('tree-a', commitA)
    if (commitA !== null) trees.push(treeA)
    const treeB = worktree('tree', commitB)
    trees.push(treeB)
    const nameA = refs.a === null ? 'this tree' : `${refs.a} = ${commitA!.slice(0, 10)}`
    log(`ab: building A (${nameA}) and B (${refs.b} = ${commitB.slice(0, 10)})`)
    build(treeA, distA)
    build(treeB, distB)
    // The A and B hosts sign their /api rule with the stack's secret, as the stack's own host does.
    process.env.PROXY_SIGNING_SECRET ??= loadConfig().proxySigningSecret
    const [portA, portB] = [BENCH_PORT + 3, BENCH_PORT + 4]
    servers.push(await serve(distA, portA), await serve(distB, portB))
    const targets = abTargets(pages, `http://localhost:${portA}`, `http://localhost:${portB}`)
    const a =
      commitA === null
        ? `this tree (${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' with uncommitted changes' : ''})`
        : `${refs.a} (${commitA.slice(0, 10)})`
    if (trace !== undefined) {
      log(`ab: traces, ${pages.length} pages × 2 builds × ${trace.loads} loads, interleaved, calibrated, each load on a quiet machine`)
      const results = await traceTargets(targets, trace, log)
      log(traceReport(results, `A: ${a}; B: ${refs.b} (${commitB.slice(0, 10)})`, trace).join('\n'))
      return
    }
    log(`ab: lighthouse, ${pages.length} pages × 2 builds × ${rounds} rounds, interleaved, calibrated, each run on a quiet machine`)
    const audits = await audit(targets, { rounds, defaultRounds: 0 }, log)
    const lines = [
      `# A/B: ${refs.a ?? 'this tree'} against ${refs.b}`,
      '',
      `Measured ${new Date().toISOString()}, Lighthouse mobile preset with the CPU slowdown calibrated to the host (benchmarkIndex measured before each run ÷ ${TARGET_DEVICE_INDEX}), median of ${rounds}. A: ${a}; B: ${refs.b} (${commitB.slice(0, 10)}).`,
      '',
      ...abTable(pages, audits),
      '',
    ]
    writeFileSync(path.join(workDir, 'report.md'), lines.join('\n'))
    log(lines.join('\n'))
  } finally {
    for (const server of servers) server.close()
    await stack.stop()
    for (const tree of trees) {
      git(['worktree', 'remove', '--force', tree])
      rmSync(tree, { recursive: true, force: true })
    }
  }
}
