// What the browser is told to fetch alongside a staff screen's code. Every route's lazy import
// sits in the route tree, which is in every visitor's entry, and Vite writes next to each import
// the list of chunks to preload with it (and one table of all their file names). The admin
// screens' lists named some 55 chunks only staff ever load: about 1.5 KB of every visitor's
// first load. Their imports now preload nothing beyond their CSS; a staff screen's code still
// loads whole, by its own imports, a round trip later.
import type { Plugin } from 'vite'

const ADMIN_ROUTE_FILE = /\/src\/routes\/admin\//

/** A plugin that notes the admin routes' chunks, and the `build.modulePreload.resolveDependencies` that reads its notes. */
export function adminRoutePreload(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  const adminChunks = new Set<string>()
  return {
    plugin: {
      name: 'admin-route-chunks',
      apply: 'build',
      // Runs before Vite's own generateBundle writes the preload lists (user plugins come first).
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && item.moduleIds.some((id) => ADMIN_ROUTE_FILE.test(id))) adminChunks.add(item.fileName)
        }
      },
    },
    resolveDependencies: (file, deps) => (adminChunks.has(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
  }
}
