// Where a build's Netlify Functions are: <dist>-functions/<name>/<name>.mjs beside the build folder
// (Netlify names a function by its folder; netlify.toml's functions directory), written by the
// build (page-function-build.ts) and loaded by the local host (host-serving.ts).
import path from 'node:path'
import { RENDER_FUNCTION } from './render-config.ts'

/** The functions folder of a build folder: `dist` → `dist-functions`, beside it. */
export const functionsDirOf = (outDir: string) => `${path.resolve(outDir)}-functions`

/** The render function's file (what the local host imports). */
export const renderFunctionFile = (outDir: string) => path.join(functionsDirOf(outDir), RENDER_FUNCTION, `${RENDER_FUNCTION}.mjs`)

/** The purge function's file: <dist>-functions/purge/purge.mjs. */
export const purgeFunctionFile = (outDir: string) => path.join(functionsDirOf(outDir), 'purge', 'purge.mjs')
