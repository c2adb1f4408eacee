import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recordBuildInputs, staleBuildReason } from './build-inputs.ts'

let dist: string
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'build-inputs-'))
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

const built = (env: Record<string, string>) => {
  writeFileSync(path.join(dist, 'spa.html'), '<!doctype html>')
  recordBuildInputs(dist, env)
}

describe("whether a production build fits this stack's environment", () => {
  it('fits the environment it was built in, whatever else changed', () => {
    built({ API_PORT: '54321', VITE_SITE_URL: 'http://localhost:5173', PATH: '/bin' })
    expect(staleBuildReason(dist, { API_PORT: '54321', VITE_SITE_URL: 'http://localhost:5173', PATH: '/usr/bin' })).toBeUndefined()
  })

  it("names a changed API port: the build's /api rule would proxy to a function that is not there", () => {
    built({ API_PORT: '54321' })
    expect(staleBuildReason(dist, { API_PORT: '60001' })).toBe(
      'the /api address was "http://127.0.0.1:54321/api" when it was built, "http://127.0.0.1:60001/api" now',
    )
  })

  it('names a VITE_ value that was added, removed or changed, since the code carries it', () => {
    built({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_a', VITE_GA_MEASUREMENT_ID: 'G-1' })
    expect(staleBuildReason(dist, { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_b', VITE_EVERY_ORG_SLUG: 'org' })).toBe(
      [
        'VITE_EVERY_ORG_SLUG was unset when it was built, "org" now',
        'VITE_GA_MEASUREMENT_ID was "G-1" when it was built, unset now',
        'VITE_STRIPE_PUBLISHABLE_KEY was "pk_test_a" when it was built, "pk_test_b" now',
      ].join('; '),
    )
  })

  it('treats a folder without a build, or a build that does not say what it was made for, as one to build', () => {
    expect(staleBuildReason(dist, {})).toBe(`${dist} has no build`)
    writeFileSync(path.join(dist, 'spa.html'), '<!doctype html>')
    expect(staleBuildReason(dist, {})).toBe(`${dist} does not say what it was built for`)
    writeFileSync(path.join(dist, '.build-inputs.json'), '{')
    expect(staleBuildReason(dist, {})).toMatch(/is not readable JSON$/)
  })
})
