import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as theme from '../../src/theme.ts'
import { asDataModule, siteThemeAsData } from './site-theme.ts'
import { root } from '../stack/functions.ts'

const evaluate = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`) as Promise<Record<string, unknown>>

describe('siteThemeAsData', () => {
  it('gives the browser the same config src/theme.ts makes, as data', async () => {
    const transform = siteThemeAsData().transform as (code: string, id: string) => Promise<{ code: string } | null>
    const out = await transform.call({}, '', path.join(root, 'src/theme.ts'))
    for (const line of out!.code.split('\n')) expect(line).toMatch(/^export const \w+ = \/\* @__PURE__ \*\/ JSON\.parse\(".*"\)$/)
    const shipped = await evaluate(out!.code)
    expect(Object.keys(shipped)).toEqual(Object.keys(theme))
    expect(shipped.siteConfig).toStrictEqual(JSON.parse(JSON.stringify(theme.siteConfig)))
    // the config is plain data, so nothing is lost on the way: no function, no undefined
    expect(shipped.siteConfig).toEqual(theme.siteConfig)
  })

  it('leaves every other module alone', async () => {
    const transform = siteThemeAsData().transform as (code: string, id: string) => Promise<unknown>
    expect(await transform.call({}, 'export const a = 1', path.join(root, 'src/lib/seo.ts'))).toBeNull()
  })

  it('refuses a module that exports a function, which data cannot carry', () => {
    expect(() => asDataModule({ config: { a: 1 }, make: () => 1 })).toThrow(/exports make, a function/)
  })
})
