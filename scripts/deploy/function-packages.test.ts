// The functions' npm packages are the same three ways: deno.json's imports (what Supabase's
// bundler resolves: the CLI uploads deno.json but no lockfile), supabase/functions/deno.lock (what
// the registry-resolved test runs), and the root node_modules (what every local run and test uses).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { denoBin, root } from '../stack/functions.ts'

const functionsDir = path.join(root, 'supabase/functions')
const denoJson = JSON.parse(readFileSync(path.join(functionsDir, 'deno.json'), 'utf8')) as Record<string, unknown> & { imports: Record<string, string> }
const lock = JSON.parse(readFileSync(path.join(functionsDir, 'deno.lock'), 'utf8')) as { specifiers: Record<string, string> }
const installed = (name: string) => (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

describe('supabase/functions/deno.json', () => {
  it('is deployable as it is: no nodeModulesDir (edge-runtime gets no node_modules)', () => {
    expect(denoJson).not.toHaveProperty('nodeModulesDir')
  })

  it('pins every npm: import to the version installed in node_modules and locked in deno.lock', () => {
    const imports = Object.entries(denoJson.imports)
    expect(imports.length).toBeGreaterThan(0)
    for (const [bare, target] of imports) {
      const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(target)
      expect(match, `${bare}: ${target} is not npm:<name>@<version>`).not.toBeNull()
      const [, name, version] = match!
      expect(version, `${bare}: an exact version, as the bundler has no lockfile`).toMatch(/^\d+\.\d+\.\d+$/)
      expect(version, `${name} in node_modules`).toBe(installed(name!))
      // a package with a peer dependency is locked as <version>_<peer>@<version> (altcha-lib: hono)
      expect(lock.specifiers[`npm:${name}@${version}`]?.split('_')[0], `${name} in deno.lock`).toBe(version)
    }
  })
})

describe('the local Deno', () => {
  it("is the deno devDependency's release (the hosted-runtime Deno 2.1.4 is only for npm test's api-hosted-deno step)", () => {
    const wanted = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies.deno
    expect(execFileSync(denoBin, ['--version'], { encoding: 'utf8' })).toContain(`deno ${wanted}`)
  })
})
