// A prerendered page's code is asked for after its first paint (why: src/page-start.ts). The
// build's index.html names the module entry and its preloads in <head>; on a prerendered page they
// move into the page's inline start script, at the end of its body.
import { minifySync } from 'vite'

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * The page with its module entry and preloads replaced by `start` (the source of
 * startPrerenderedPage, a function of the entry, the preloads and the page's data URLs) called at
 * the end of <body>.
 */
export function scriptsAfterFirstPaint(html: string, start: string, data: readonly string[] = []): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!)
  if (entries.length !== 1 || !html.includes('</body>')) {
    throw new Error(`scripts-after-paint: expected one module entry and a </body>, found ${entries.length} entries; has the build's index.html changed?`)
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  const script = minifySync('page-start.js', `(${start})(${JSON.stringify(entries[0])}, ${JSON.stringify(preloads)}, ${JSON.stringify(data)})`, {})
  // The minifier also writes '</script' inside strings as '<\/script', so the tag cannot end early.
  if (script.errors.length > 0) throw new Error(`scripts-after-paint: the page's start script does not parse: ${script.errors[0]!.message}`)
  return html
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `<script>${script.code}</script></body>`)
}
