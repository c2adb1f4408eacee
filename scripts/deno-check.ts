// Type-checks every edge function with the real Deno toolchain (npm: types from the root
// node_modules, as the local runner resolves them; deno.lock checked, not rewritten).
import { spawnSync } from 'node:child_process'
import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { denoBin, LOCAL_DENO_FLAGS, root } from './stack/functions.ts'

const functionsDir = path.join(root, 'supabase/functions')
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => path.join(functionsDir, d.name, 'index.ts'))
  .filter((file) => existsSync(file))
if (entries.length === 0) {
  console.error('No edge functions found under supabase/functions.')
  process.exit(1)
}
const result = spawnSync(denoBin, ['check', ...LOCAL_DENO_FLAGS, '--config', path.join(functionsDir, 'deno.json'), ...entries], { stdio: 'inherit', cwd: root })
process.exit(result.status ?? 1)
