// netlify.toml as Netlify reads it: @netlify/config's resolveConfig, the package Netlify's build
// and CLI resolve a site's configuration with (offline: no API call), in the production context.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resolveConfig } from '@netlify/config'
import { describe, expect, it } from 'vitest'
import { root } from '../stack/functions.ts'
import { functionsDirOf } from './function-files.ts'

const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string

describe('netlify.toml', () => {
  it('builds the site with npm run build into dist/ and its page function into dist-functions/, on a Node the project supports', async () => {
    const { config, configPath } = await resolveConfig({
      config: path.join(root, 'netlify.toml'), repositoryRoot: root, cwd: root, offline: true, context: 'production', buffer: true, env: {},
    })
    expect(configPath).toBe(path.join(root, 'netlify.toml'))
    expect(config.build.command).toBe('npm run build')
    expect(config.build.commandOrigin).toBe('config')
    // the folder vite build writes (vite.config.ts keeps Vite's default outDir) with the host's rules in it
    expect(config.build.publish).toBe(path.join(root, 'dist'))
    // and the folder the build bundles the page function into (function-files.ts functionsDirOf)
    expect(config.functionsDirectory).toBe(functionsDirOf(path.join(root, 'dist')))
    const [major, minor] = String(config.build.environment.NODE_VERSION).split('.').map(Number)
    const [, needMajor, needMinor] = /^>=(\d+)\.(\d+)/.exec(engines)!.map(Number)
    expect(major! > needMajor! || (major === needMajor && minor! >= needMinor!), `NODE_VERSION ${config.build.environment.NODE_VERSION} vs engines ${engines}`).toBe(true)
    expect(config.build.environment.NPM_VERSION).toMatch(/^11\./)
  })
})

describe('a build on Netlify', () => {
  it('stops before bundling when the site has no SUPABASE_PROJECT_REF, naming it', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'netlify-build-'))
    try {
      const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
        cwd: root, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NETLIFY: 'true', SUPABASE_PROJECT_REF: '' },
      })
      const output = `${result.stdout}${result.stderr}`
      expect(result.status, output).not.toBe(0)
      expect(output).toContain('SUPABASE_PROJECT_REF is not set: a build on Netlify needs')
      expect(output).not.toContain('modules transformed')
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
