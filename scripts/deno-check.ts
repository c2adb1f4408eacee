// Type-checks every edge function with the real Deno toolchain (npm: types from the root
// node_modules, as the local runner resolves them; deno.lock checked, not rewritten).
// `npx tsx scripts/deno-check.ts --update-lock` rewrites supabase/functions/deno.lock after a
// version change in deno.json (and package.json): the functions are copied to a folder with no
// node_modules and cached from the registry into an empty Deno cache, as Supabase's bundler would.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { denoBin, denoLock, LOCAL_DENO_FLAGS, root } from './stack/functions.ts'

const functionsDir = path.join(root, 'supabase/functions')
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => path.join(functionsDir, d.name, 'index.ts'))
  .filter((file) => existsSync(file))
if (entries.length === 0) {
  console.error('No edge functions found under supabase/functions.')
  process.exit(1)
}
if (process.argv.includes('--update-lock')) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'deno-lock-'))
  try {
    cpSync(functionsDir, path.join(work, 'functions'), { recursive: true })
    rmSync(denoLock, { force: true })
    const copies = entries.map((file) => path.join(work, 'functions', path.relative(functionsDir, file)))
    const cache = spawnSync(denoBin, ['cache', '--config', path.join(work, 'functions/deno.json'), `--lock=${denoLock}`, ...copies], {
      stdio: 'inherit',
      cwd: work,
      env: { ...process.env, DENO_DIR: path.join(work, 'cache'), DENO_NO_UPDATE_CHECK: '1' },
    })
    if (cache.status !== 0) process.exit(cache.status ?? 1)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
const result = spawnSync(denoBin, ['check', ...LOCAL_DENO_FLAGS, '--config', path.join(functionsDir, 'deno.json'), ...entries], { stdio: 'inherit', cwd: root })
process.exit(result.status ?? 1)
