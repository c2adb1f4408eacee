// The site's Chakra config (src/theme.ts) reaches the browser as data, evaluated at build time.
// As source it imports Chakra's theme module, which re-exports every recipe Chakra has. The
// bundler puts each module that one reaches into the entry as soon as any chunk uses it, so the
// recipes only the admin screens use (tables, tabs, dialogs, switches: 3 KB gzipped) rode in
// every visitor's first load. As data, the entry holds the config alone: the palettes, light-mode
// tokens and recipes the site uses, with no code left to derive them while the page starts.
import { runnerImport, type Plugin } from 'vite'

const THEME_MODULE = /\/src\/theme\.ts$/

/** JavaScript exporting each of a module's exports as the JSON of its value. */
export function asDataModule(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (typeof value === 'function') throw new Error(`src/theme.ts exports ${name}, a function: only data can be evaluated at build time.`)
      return `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`
    })
    .join('\n')
}

/** In a build, src/theme.ts becomes a module of its exports' values (it must export data only). */
export function siteThemeAsData(): Plugin {
  return {
    name: 'site-theme-as-data',
    apply: 'build',
    async transform(_code, id) {
      if (!THEME_MODULE.test(id)) return null
      const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent' })
      return { code: asDataModule(module), map: null }
    },
  }
}
