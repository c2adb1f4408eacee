// `npm run bench -- --ab <git ref>`: is this tree faster than <ref>? Builds both (the ref in a
// temporary git worktree), serves each build under its own host rules against one stack (one
// database, one api function), and runs Lighthouse over both interleaved (A /, B /, A /services,
// …, reversed every other round) on a quiet machine, as the bench does. Prints each page's
// median performance, LCP and TBT for A (this tree, uncommitted changes included) and B (the
// ref), and writes them to .local/bench-ab/report.md. The ref must be recent enough to write its
// host rules (dist/_redirects) at build time.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { root } from '../scripts/stack/functions.ts'
import { hostServing } from '../scripts/stack/host-serving.ts'
import type { Target, TargetAudit } from './audit.ts'
import { auditWithLighthouse } from './lighthouse.ts'
import { BENCH_API_PORT, BENCH_PORT, benchStack } from './stack.ts'

const workDir = path.join(root, '.local/bench-ab')

/** Each page of A, then the same page of B (interleave() reverses every other round). */
export function abTargets(pages: readonly string[], originA: string, originB: string): Target[] {
  return pages.flatMap((page) => [
    { label: `A ${page}`, url: `${originA}${page}` },
    { label: `B ${page}`, url: `${originB}${page}` },
  ])
}

/** The A/B table: per page, A's and B's median performance, LCP and TBT, and B − A. */
export function abTable(pages: readonly string[], audits: readonly TargetAudit[]): string[] {
  const of = (label: string) => audits.find((a) => a.label === label)!
  const ms = (n: number) => `${Math.round(n)} ms`
  return [
    `| page | performance A | performance B | LCP A | LCP B | TBT A | TBT B | TBT B − A | benchmarkIndex | load at start |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map((page) => {
      const [a, b] = [of(`A ${page}`), of(`B ${page}`)]
      const lcp = (x: TargetAudit) => ms(x.metrics['largest-contentful-paint'])
      const tbt = (x: TargetAudit) => x.metrics['total-blocking-time']
      const index = `${Math.round(Math.min(a.benchmarkIndex.min, b.benchmarkIndex.min))}–${Math.round(Math.max(a.benchmarkIndex.max, b.benchmarkIndex.max))}`
      return `| ${page} | ${a.scores.performance} | ${b.scores.performance} | ${lcp(a)} | ${lcp(b)} | ${ms(tbt(a))} | ${ms(tbt(b))} | ${ms(tbt(b) - tbt(a))} | ${index} | ≤ ${Math.max(a.load, b.load).toFixed(2)} |`
    }),
  ]
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

async function serve(dist: string, port: number): Promise<http.Server> {
  const handle = await hostServing(dist)
  const server = http.createServer(handle)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** `audit` is Lighthouse (lighthouse.ts); anything with its signature can stand in to check the rest. */
export async function abBench(ref: string, pages: readonly string[], rounds: number, log: (line: string) => void, audit = auditWithLighthouse): Promise<void> {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`])
  const tree = path.join(workDir, 'tree')
  const [distA, distB] = [path.join(workDir, 'a'), path.join(workDir, 'b')]
  mkdirSync(workDir, { recursive: true })
  if (existsSync(tree)) git(['worktree', 'remove', '--force', tree])
  git(['worktree', 'prune'])
  git(['worktree', 'add', '--detach', tree, commit])
  const servers: http.Server[] = []
  const stack = benchStack({ WEB_DIST_DIR: distA })
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'))
    log(`ab: building A (this tree) and B (${ref} = ${commit.slice(0, 10)})`)
    build(root, distA)
    build(tree, distB)
    log('ab: starting the stack')
    await stack.start({ fresh: true })
    const [portA, portB] = [BENCH_PORT + 3, BENCH_PORT + 4]
    servers.push(await serve(distA, portA), await serve(distB, portB))
    const targets = abTargets(pages, `http://localhost:${portA}`, `http://localhost:${portB}`)
    log(`ab: lighthouse, ${pages.length} pages × 2 builds × ${rounds} rounds, interleaved, each run on a quiet machine`)
    const audits = await audit(targets, rounds, log)
    const a = `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' with uncommitted changes' : ''}`
    const lines = [
      `# A/B: this tree against ${ref}`,
      '',
      `Measured ${new Date().toISOString()}, Lighthouse mobile preset, median of ${rounds}. A: this tree (${a}); B: ${ref} (${commit.slice(0, 10)}).`,
      '',
      ...abTable(pages, audits),
      '',
    ]
    writeFileSync(path.join(workDir, 'report.md'), lines.join('\n'))
    log(lines.join('\n'))
  } finally {
    for (const server of servers) server.close()
    await stack.stop()
    git(['worktree', 'remove', '--force', tree])
    rmSync(tree, { recursive: true, force: true })
  }
}
