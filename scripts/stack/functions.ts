// Runs the Supabase edge functions (supabase/functions/<name>/index.ts) with the real Deno
// runtime from the `deno` npm package. Locally npm: imports resolve from the root node_modules
// (--node-modules-dir=manual, given here: deno.json itself stays as it is deployed, where there is
// no node_modules); supabase/functions/deno.lock is checked, never rewritten (--frozen).
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// The binary the `deno` package installs, named directly rather than through node_modules/.bin.
export const denoBin = path.join(root, 'node_modules/deno/deno')
/**
 * The Deno that runs the functions: FUNCTIONS_DENO_BIN when set (npm test's `api-hosted-deno` step
 * points it at node_modules/deno-hosted, the release of Supabase's hosted edge-runtime), else denoBin.
 */
export const functionsDenoBin = (): string => (process.env.FUNCTIONS_DENO_BIN ? path.resolve(root, process.env.FUNCTIONS_DENO_BIN) : denoBin)
const denoConfig = path.join(root, 'supabase/functions/deno.json')
export const denoLock = path.join(root, 'supabase/functions/deno.lock')
const LOCK_FLAGS = ['--frozen', `--lock=${denoLock}`]
/** Flags of every local deno run and check of the functions with denoBin. */
export const LOCAL_DENO_FLAGS = ['--node-modules-dir=manual', ...LOCK_FLAGS]
/**
 * The hosted release (Deno 2.1) reads lockfiles up to version 4 and deno.lock is version 5, so
 * under FUNCTIONS_DENO_BIN it runs without one; with node_modules the versions are the same.
 */
const runFlags = (packages: 'local' | 'registry'): string[] => {
  const lock = process.env.FUNCTIONS_DENO_BIN ? ['--no-lock'] : LOCK_FLAGS
  return packages === 'local' ? ['--node-modules-dir=manual', ...lock] : lock
}

export type RunningFunction = { name: string; process: ChildProcess; alive: () => boolean; stop: () => Promise<void> }

/**
 * Where the functions live (default: this repository's), the folder Deno runs in, and where npm:
 * imports come from: 'local' (the root node_modules) or 'registry' (as Supabase bundles them:
 * no node_modules, the versions pinned by deno.lock).
 */
export type FunctionsLocation = { functionsDir?: string; cwd?: string; packages?: 'local' | 'registry' }

export function spawnFunction(
  name: 'api' | 'notify',
  env: Record<string, string>,
  log: (line: string) => void,
  { functionsDir = path.dirname(denoConfig), cwd = root, packages = 'local' }: FunctionsLocation = {},
): RunningFunction {
  const child = spawn(
    functionsDenoBin(),
    ['run', '--allow-all', '--no-prompt', ...runFlags(packages), '--config', path.join(functionsDir, 'deno.json'), path.join(functionsDir, name, 'index.ts')],
    { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let exited = false
  child.on('exit', () => (exited = true))
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[${name}] ${line}`)
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
  return {
    name,
    process: child,
    alive: () => !exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 3000).unref()
      }),
  }
}
