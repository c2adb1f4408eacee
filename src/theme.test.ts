import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteSystem } from './components/ui/provider'
import { adminSystem } from './features/admin/admin-system'

/** Every `colorPalette="…"` and `colorPalette: '…'` the app's own files name. */
function palettesNamed(dir: string): Map<string, string> {
  const named = new Map<string, string>()
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    for (const match of readFileSync(file, 'utf8').matchAll(/colorPalette(?:=|:\s*)["']([a-zA-Z]+)["']/g)) named.set(match[1]!, file)
  }
  return named
}

describe("the site's Chakra system", () => {
  // The theme leaves out the palettes nothing uses (theme.ts): a component naming one of them
  // would render without its colours (the Scheduled badge once did, with 'purple').
  it('has every colour palette a component names, public and admin alike', () => {
    const named = palettesNamed(path.resolve(__dirname))
    expect(named.size).toBeGreaterThan(3)
    for (const system of [siteSystem(), adminSystem]) {
      for (const [palette, file] of named) {
        expect(system.token(`colors.${palette}.solid`), `${palette} in ${file}`).toBeDefined()
      }
    }
  })
})
