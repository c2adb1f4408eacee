// Runs the Supabase edge functions (supabase/functions/<name>/index.ts) with the real Deno
// runtime from the `deno` npm package, resolving npm: imports from the root node_modules.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const denoBin = path.join(root, 'node_modules/.bin/deno')
const denoConfig = path.join(root, 'supabase/functions/deno.json')

export type RunningFunction = { name: string; process: ChildProcess; alive: () => boolean; stop: () => Promise<void> }

/** Where the functions live (default: this repository's) and the folder Deno runs in. */
export type FunctionsLocation = { functionsDir?: string; cwd?: string }

export function spawnFunction(
  name: 'api' | 'notify',
  env: Record<string, string>,
  log: (line: string) => void,
  { functionsDir = path.dirname(denoConfig), cwd = root }: FunctionsLocation = {},
): RunningFunction {
  const child = spawn(
    denoBin,
    ['run', '--allow-all', '--no-prompt', '--config', path.join(functionsDir, 'deno.json'), path.join(functionsDir, name, 'index.ts')],
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
