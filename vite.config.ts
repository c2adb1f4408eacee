import { Agent } from 'node:http'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { signLikeNetlify } from './scripts/host/edge-signature.ts'
import { requireProjectRefOnNetlify } from './scripts/host/host-rules.ts'
import { CLIENT_ENTRY, productionServing } from './scripts/build/production-serving.ts'
import { routeFilesPlugin } from './scripts/build/route-manifest.ts'
import { adminRoutePreload } from './scripts/build/admin-preload.ts'
import { FEED_ADDRESSES } from './supabase/functions/_shared/contract/feeds.ts'
import { siteThemeAsData } from './scripts/build/site-theme.ts'
import { START_CHUNK_GROUPS } from './scripts/build/start-stages.ts'
import { PAGE_CHUNK_GROUPS } from './scripts/build/page-chunks.ts'

export const aliases = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@contract/': fileURLToPath(new URL('./supabase/functions/_shared/contract/', import.meta.url)),
}

// A build on Netlify stops here, before bundling, when it lacks the project's ref.
requireProjectRefOnNetlify(process.env)

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '54321'}`
// Without an agent the proxy sends `Connection: close` upstream and hands it back to the
// browser, so every /api call paid two fresh TCP connections; keep both sides alive.
// Each proxied request is signed as Netlify's signed rule signs it (the function refuses unsigned
// requests while PROXY_SIGNING_SECRET is set; npm start gives both the stack's secret).
const signed = signLikeNetlify(process.env.PROXY_SIGNING_SECRET, `http://localhost:${process.env.PORT ?? 5173}`)
const apiProxy = {
  '/api': { target: apiTarget, changeOrigin: false, xfwd: true, agent: new Agent({ keepAlive: true }), bypass: signed },
  // the media library's images, as the host's /media/* rule serves them (scripts/host/host-rules.ts)
  '/media/': { target: apiTarget, changeOrigin: false, xfwd: true, rewrite: (p: string) => `/api${p}`, bypass: signed },
  // the feeds at their own addresses (/blog/feed.xml, /es/events/calendar.ics…), as the host's rules proxy them
  ...Object.fromEntries(FEED_ADDRESSES.map(({ path, api }) => [
    `^${path.replaceAll('.', '\\.')}(\\?|$)`,
    { target: apiTarget, changeOrigin: false, xfwd: true, rewrite: () => `/api${api}`, bypass: signed },
  ])),
}

const routeFiles = routeFilesPlugin()
const adminPreload = adminRoutePreload()

export default defineConfig({
  // Pages are rendered by the app itself (production-serving.ts), not served from an index.html.
  appType: 'custom',
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // pendingComponent gets a chunk of its own too, so guard screens stay out of the entry.
      codeSplittingOptions: { defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      plugins: [routeFiles.plugin],
    }),
    react(),
    productionServing(routeFiles.routeIdOf),
    adminPreload.plugin,
    siteThemeAsData(),
  ],
  resolve: {
    alias: [
      // zod, wherever the site's code imports it, comes configured without eval (the CSP forbids it).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  // No proxy and no CORS headers here: the production build is served under its own host rules
  // (dist/_redirects and dist/_headers: scripts/host/host-rules.ts), /api included.
  preview: {
    strictPort: true,
    cors: false,
  },
  build: {
    target: 'es2022',
    // The entry is one chunk of about 520 kB (160 kB gzipped) on purpose; npm run bench holds its budget.
    chunkSizeWarningLimit: 600,
    sourcemap: false,
    modulePreload: { resolveDependencies: adminPreload.resolveDependencies },
    rolldownOptions: {
      input: CLIENT_ENTRY,
      // Calls the bundler may drop when their result is unused (with the calls chained on them):
      // Chakra's anatomies, recipes and config helpers. Not zod's `z`: that would also drop a
      // `z.config(...)` made for its effect.
      treeshake: { manualPureFunctions: ['createAnatomy', 'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineKeyframes', 'defineGlobalStyles', 'defineStyle', 'defineTextStyles', 'defineAnimationStyles', 'defineLayerStyles', 'defineConditions'] },
      // Everything the entry loads anyway in a few chunks (the start stages' and the entry's), not
      // in dozens of sub-kilobyte ones that route chunks also share: each file costs a browser a
      // request, on a phone a round trip. Then home's code and the small modules most pages share.
      output: { codeSplitting: { groups: [...START_CHUNK_GROUPS, ...PAGE_CHUNK_GROUPS] } },
    },
  },
})
