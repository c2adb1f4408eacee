// The `render` Netlify Function's code (Functions API v2: a default export taking a Request),
// which answers every public page (page-function.ts). The build bundles it with the entry-server
// beside the site (page-function-build.ts), where a small module of its own gives it its
// `config` (render-config.ts); `npm run deploy` uploads it with the site
// (`netlify deploy --functions`), and the local host runs the same files (host-serving.ts).
import type { Context } from '@netlify/functions'
import * as entry from '../../src/entry-server.tsx'
import { pageFunction, type PageFunctionSettings } from './page-function.ts'

declare const __PAGE_FUNCTION_SETTINGS__: PageFunctionSettings

const answer = pageFunction(entry, __PAGE_FUNCTION_SETTINGS__)

/** The page at the request's URL; its content read from the site's own /api (through the CDN, which keeps /api's answers too). */
export default (request: Request, _context: Context) => answer(request, { url: new URL('/api', request.url).href, headers: {} })

/** For the build's check of every page and its SPA shell (prerender.ts), which read /api directly. */
export { answer as renderWith, entry }
