// What a production build takes from its environment and keeps: the address its /api rule
// proxies to (host-rules.ts apiTarget) and every VITE_* value, which Vite writes into the code.
// The build records them beside its files as dist/.build-inputs.json, a dotfile: `netlify deploy`
// uploads no dotfile but .well-known (netlify/cli src/utils/deploy/util defaultFilter) and the
// local host serves none (host-serving.ts). `npm start -- --prod` compares them with its own
// environment and builds again when they differ, instead of serving a build made for other ports.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { apiTarget, type HostEnv } from '../host/host-rules.ts'
import { SPA_SHELL } from '../host/spa-shell.ts'

export const BUILD_INPUTS_FILE = '.build-inputs.json'

export type BuildInputs = Record<string, string>

export function buildInputs(env: HostEnv & Record<string, string | undefined>): BuildInputs {
  const vite = Object.keys(env).filter((name) => name.startsWith('VITE_')).sort()
  return { api: apiTarget(env), ...Object.fromEntries(vite.map((name) => [name, env[name] ?? ''])) }
}

export function recordBuildInputs(outDir: string, env: HostEnv & Record<string, string | undefined>) {
  writeFileSync(path.join(outDir, BUILD_INPUTS_FILE), `${JSON.stringify(buildInputs(env), null, 2)}\n`)
}

/** Why the build in `outDir` does not fit `env` (in a sentence), or undefined when it does. */
export function staleBuildReason(outDir: string, env: HostEnv & Record<string, string | undefined>): string | undefined {
  if (!existsSync(path.join(outDir, SPA_SHELL))) return `${outDir} has no build`
  const file = path.join(outDir, BUILD_INPUTS_FILE)
  if (!existsSync(file)) return `${outDir} does not say what it was built for`
  let built: BuildInputs
  try {
    built = JSON.parse(readFileSync(file, 'utf8')) as BuildInputs
  } catch {
    return `${file} is not readable JSON`
  }
  const wanted = buildInputs(env)
  const changed = [...new Set([...Object.keys(built), ...Object.keys(wanted)])].sort().filter((name) => built[name] !== wanted[name])
  if (changed.length === 0) return undefined
  const shown = (value: string | undefined) => (value === undefined ? 'unset' : JSON.stringify(value))
  return changed.map((key) => `${key === 'api' ? 'the /api address' : key} was ${shown(built[key])} when it was built, ${shown(wanted[key])} now`).join('; ')
}
