import react from '@vitejs/plugin-react'
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config.ts'

// The component tests share one module registry per worker (isolate: false): importing React,
// Chakra and the router once instead of once per file makes the project about three times faster.
// A file that replaces, restores or reloads modules (vi.mock, vi.unmock, vi.resetModules) needs a
// registry of its own, so it runs isolated.
const componentTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
const replacesModules = componentTests.filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/.test(readFileSync(file, 'utf8')))

/** A project of component tests: jsdom, msw and the route tree kept current (for tests of routes). */
const componentProject = (test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }) => ({
  plugins: [tanstackRouterGenerator({ target: 'react' }), react()],
  resolve: { alias: aliases },
  test: {
    ...test,
    environment: 'jsdom' as const,
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // whole-route renders take seconds on a loaded 2-core machine
    testTimeout: 30_000,
  },
})
const server = { environment: 'node' as const, pool: 'forks' as const, testTimeout: 60_000, hookTimeout: 120_000 }

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest's default leaves a core free (one worker on two cores); the tests wait on PostgreSQL,
    // Deno and the network often enough that a worker per core is faster.
    maxWorkers: availableParallelism(),
    projects: [
      componentProject({ name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: replacesModules, isolate: false }),
      componentProject({ name: 'web-mocks', include: replacesModules }),
      {
        resolve: { alias: aliases },
        test: {
          name: 'db',
          include: ['supabase/tests/db/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['scripts/testing/global-setup-db.ts'],
          ...server,
        },
      },
      {
        // the functions' pure logic (the series' recurrence), in node without a database or the API
        resolve: { alias: aliases },
        test: { name: 'functions', include: ['supabase/tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        // the bench's own logic (quiet wait, interleaving, repeats), with a fake Lighthouse
        resolve: { alias: aliases },
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'api',
          include: ['supabase/tests/api/**/*.test.ts'],
          globalSetup: ['scripts/testing/global-setup-api.ts'],
          ...server,
        },
      },
    ],
  },
})
