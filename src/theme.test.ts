import path from 'node:path'
import { defaultSystem } from '@chakra-ui/react'
import type { SystemStyleObject } from '@chakra-ui/react/styled-system'
import { describe, expect, it } from 'vitest'
import { siteSystem } from './components/ui/provider'
import { adminSystem } from './features/admin/admin-system'
import { styleLiteralsBelow } from './testing/style-literals'
import { pageWideConfig } from './page-wide-theme'
import { siteConfig } from './theme'

describe("the site's Chakra system", () => {
  // The theme leaves out the palettes nothing uses (theme.ts): a component naming one of them
  // would render without its colours (the Scheduled badge once did, with 'purple').
  // A colorPalette expression's literals are its palettes and what it compares (`a.status === 'new'
  // ? 'blue' : …`); the palettes are those Chakra or the site defines.
  it('has every colour palette a component names, public and admin alike', () => {
    const isPalette = (name: string) => [defaultSystem, siteSystem(), adminSystem].some((system) => system.token(`colors.${name}.solid`) !== undefined)
    const named = new Map(
      styleLiteralsBelow(path.resolve(__dirname))
        .filter(({ property, value }) => property === 'colorPalette' && typeof value === 'string' && isPalette(value))
        .map(({ value, file }) => [value as string, file]),
    )
    expect(named.size).toBeGreaterThan(3)
    for (const system of [siteSystem(), adminSystem]) {
      for (const [palette, file] of named) {
        expect(system.token(`colors.${palette}.solid`), `${palette} in ${file}`).toBeDefined()
      }
    }
  })
})

/** Every style object of a recipe (`slotted`: of a slot recipe, one per slot): its base, variants and compound variants. */
function recipeStyles(recipe: RecipeLike, slotted: boolean): SystemStyleObject[] {
  const parts = [
    recipe.base,
    ...Object.values(recipe.variants ?? {}).flatMap((options) => Object.values(options)),
    ...(recipe.compoundVariants ?? []).map((compound) => compound.css),
  ]
  return (slotted ? parts.flatMap((part) => Object.values(part ?? {})) : parts).filter((part): part is SystemStyleObject => part != null)
}

type RecipeLike = { base?: unknown; variants?: Record<string, Record<string, unknown>>; compoundVariants?: { css?: unknown }[] }

// The public theme keeps only the tokens the site's styles name (SITE_SCALE in theme.ts); the
// admin system has Chakra's whole scale. A style naming a token the public theme left out
// resolves differently in the two (`p="9"` gives `padding: 9` instead of a spacing variable).
describe("the public theme's token scale", () => {
  const site = siteSystem()
  const siteKeyframes = new Set(Object.keys(pageWideConfig.theme?.keyframes ?? {}))
  const chakraKeyframes = new Set(Object.keys(adminSystem._config.theme?.keyframes ?? {}))
  /** The keyframes a style animates with that the public theme lacks (its CSS would name an animation no page defines). */
  const missingKeyframes = (css: unknown) =>
    [...JSON.stringify(css).matchAll(/"animation(?:Name)?":"([^"]+)"/g)]
      .flatMap((match) => match[1]!.split(/[\s,]+/))
      .filter((name) => chakraKeyframes.has(name) && !siteKeyframes.has(name))
  const sameAsWholeScale = (style: SystemStyleObject) => {
    expect(site.css(style)).toEqual(adminSystem.css(style))
    expect(missingKeyframes(site.css(style))).toEqual([])
  }

  it('keeps every token its recipes and global styles use', () => {
    const { recipes = {}, slotRecipes = {} } = siteConfig.theme ?? {}
    const styles = [
      ...Object.values(recipes).flatMap((recipe) => recipeStyles(recipe as RecipeLike, false)),
      ...Object.values(slotRecipes).flatMap((recipe) => recipeStyles(recipe as RecipeLike, true)),
    ]
    expect(styles.length).toBeGreaterThan(100)
    for (const style of styles) sameAsWholeScale(style)
    const globalCss = pageWideConfig.globalCss as SystemStyleObject
    expect(site.css(globalCss)).toEqual(adminSystem.css(globalCss))
  })

  it('keeps every token a public file writes as a style', () => {
    const conditions = new Set(site.conditions.keys())
    const styles = styleLiteralsBelow(path.resolve(__dirname), ['features/admin', 'features/cms', 'testing'])
      .filter(({ property }) => property !== 'css' && !conditions.has(property) && adminSystem.isValidProperty(property))
    expect(styles.length).toBeGreaterThan(1000)
    const resolved = (system: typeof site, property: string, value: string | number) => JSON.stringify(system.css({ [property]: value } as unknown as SystemStyleObject))
    const missing = styles.filter(({ property, value }) =>
      resolved(site, property, value) !== resolved(adminSystem, property, value) || missingKeyframes(resolved(site, property, value)).length > 0)
    expect(missing.map(({ property, value, file }) => `${property}=${JSON.stringify(value)} in ${file}: add its token to SITE_SCALE in src/theme.ts (or its keyframes to SITE_KEYFRAMES in src/page-wide-theme.ts, its layer style to layerStyles)`)).toEqual([])
  })

  // A style naming a condition the public system lacks loses that part without a trace: Chakra
  // and Emotion drop it from the CSS (src/theme.ts, siteConditions).
  describe('has every condition the public pages style with', () => {
    const site = new Set(siteSystem().conditions.keys())
    const chakra = new Set(adminSystem.conditions.keys())

    it('in what a public file writes', () => {
      const written = styleLiteralsBelow(path.resolve(__dirname), ['features/admin', 'features/cms', 'testing']).filter(({ property }) => chakra.has(property))
      expect(written.length).toBeGreaterThan(10)
      expect(written.filter(({ property }) => !site.has(property)).map(({ property, file }) => `${property} in ${file}: add it to SITE_CONDITIONS in src/theme.ts`)).toEqual([])
    })

    it('in the recipes and global rule the public theme ships', () => {
      const conditionsIn = (style: unknown): string[] =>
        style !== null && typeof style === 'object'
          ? Object.entries(style).flatMap(([key, value]) => [...(chakra.has(key) ? [key] : []), ...conditionsIn(value)])
          : []
      const used = new Set(conditionsIn([siteConfig.theme?.recipes, siteConfig.theme?.slotRecipes, siteConfig.globalCss]))
      expect(used.size).toBeGreaterThan(5)
      expect([...used].filter((condition) => !site.has(condition)).map((condition) => `${condition} in the public theme's recipes: add it to SITE_CONDITIONS in src/theme.ts`)).toEqual([])
    })
  })

  it('is a fraction of Chakra’s whole scale', () => {
    expect(site.tokens.allTokens.length).toBeLessThan(adminSystem.tokens.allTokens.length * 0.7)
  })
})
