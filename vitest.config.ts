import react from '@vitejs/plugin-react'
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config.ts'

const server = { environment: 'node' as const, pool: 'forks' as const, testTimeout: 60_000, hookTimeout: 120_000 }

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        // keeps src/routeTree.gen.ts current for component tests of routes
        plugins: [tanstackRouterGenerator({ target: 'react' }), react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          css: false,
          // whole-route renders take seconds on a loaded 2-core machine
          testTimeout: 30_000,
        },
      },
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
