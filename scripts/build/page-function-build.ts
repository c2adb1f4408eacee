// Builds the `render` function beside the site (issue 58): <dist>-functions/render/, the folder
// `netlify deploy --functions` uploads, holding
// - bundle/: render-function.ts with the entry-server, built by Vite for Node (its packages are
//   imported from node_modules, which Netlify's bundler adds when it uploads the function), with
//   the client build's route manifest and the policies' variables built in;
// - render.mjs: the function itself, which exports the bundle's handler and its config as a
//   literal (render-config.ts);
// and purge/: the site's purge endpoint (netlify/functions/purge.mts, at /.netlify/functions/purge),
// built the same way, so the one folder the deploy uploads holds both functions.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { Manifest } from '@tanstack/react-router'
import type { HostEnv } from '../host/host-rules.ts'
import type { PageFunctionSettings } from './page-function.ts'
import { RENDER_FUNCTION_CONFIG } from '../host/render-config.ts'
import { functionsDirOf, purgeFunctionFile, renderFunctionFile } from '../host/function-files.ts'
import type * as RenderFunction from './render-function.ts'

/** The variables the pages' policies depend on (host-rules.ts contentSecurityPolicy, permissionsPolicy). */
const policyEnv = (env: HostEnv): HostEnv => ({ VITE_STRIPE_PUBLISHABLE_KEY: env.VITE_STRIPE_PUBLISHABLE_KEY, VITE_GA_MEASUREMENT_ID: env.VITE_GA_MEASUREMENT_ID })

export async function buildPageFunction({ root, outDir, manifest, env }: { root: string; outDir: string; manifest: Manifest; env: HostEnv }): Promise<typeof RenderFunction> {
  const functionDir = path.dirname(renderFunctionFile(outDir))
  rmSync(functionsDirOf(outDir), { recursive: true, force: true })
  const settings: PageFunctionSettings = { manifest, env: policyEnv(env) }
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    define: { __PAGE_FUNCTION_SETTINGS__: JSON.stringify(settings) },
    build: {
      ssr: true,
      outDir: path.join(functionDir, 'bundle'),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: { handler: 'scripts/build/render-function.ts' },
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  })
  mkdirSync(functionDir, { recursive: true })
  writeFileSync(renderFunctionFile(outDir), [
    '// Written by the build (scripts/build/page-function-build.ts); do not edit.',
    "export { default } from './bundle/handler.mjs'",
    `export const config = ${JSON.stringify(RENDER_FUNCTION_CONFIG)}`,
    '',
  ].join('\n'))
  await buildPurgeFunction(root, outDir)
  return (await import(pathToFileURL(path.join(functionDir, 'bundle', 'handler.mjs')).href)) as typeof RenderFunction
}

/** Bundles netlify/functions/purge.mts for Node (packages stay imports, as the render function's do). */
async function buildPurgeFunction(root: string, outDir: string) {
  const functionDir = path.dirname(purgeFunctionFile(outDir))
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: path.join(functionDir, 'bundle'),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { input: { purge: 'netlify/functions/purge.mts' }, output: { entryFileNames: '[name].mjs' } },
    },
  })
  writeFileSync(purgeFunctionFile(outDir), [
    '// Written by the build (scripts/build/page-function-build.ts); do not edit.',
    "export { default } from './bundle/purge.mjs'",
    '',
  ].join('\n'))
}
