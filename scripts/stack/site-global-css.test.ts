import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createSystem } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { siteConfig } from '../../src/theme.ts'
import { lazyGlobalCss, siteGlobalStyleTags } from './site-global-css.ts'

// The ES module build, which the site's bundle uses and the plugin rewrites.
const systemModule = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
)

describe('site global CSS', () => {
  it('is the layer order and then the reset, base styles and token variables, as ChakraProvider renders them', () => {
    const tags = siteGlobalStyleTags()
    const [first, second, ...rest] = tags.match(/<style data-emotion="css-global \w+">[^<]*<\/style>/g) ?? []
    expect(rest).toEqual([])
    expect(first).toContain('>@layer reset,base,tokens,recipes;<')
    expect(second).toContain('@layer reset{')
    expect(second).toContain('--chakra-colors-brand-600:#1f6391')
    // Light mode only: no dark variants of the semantic tokens.
    expect(second).not.toContain('.dark')
  })

  it('makes the installed Chakra build the global CSS only when it is read, and the same CSS', async () => {
    const source = readFileSync(systemModule, 'utf8')
    const lazy = lazyGlobalCss(source)
    expect(lazy).not.toContain('const _global = [')
    // Next to the original, so its relative imports resolve.
    const copy = path.join(path.dirname(systemModule), `system.lazy-test-${process.pid}.js`)
    writeFileSync(copy, lazy)
    try {
      const { createSystem: createLazySystem } = (await import(pathToFileURL(copy).href)) as { createSystem: typeof createSystem }
      const lazySystem = createLazySystem(defaultBaseConfig, siteConfig)
      expect(Object.getOwnPropertyDescriptor(lazySystem, '_global')?.get).toBeTypeOf('function')
      expect(JSON.stringify(lazySystem._global)).toBe(JSON.stringify(createSystem(defaultBaseConfig, siteConfig)._global))
    } finally {
      unlinkSync(copy)
    }
  })

  it('stops the build when Chakra changed the code it rewrites', () => {
    expect(() => lazyGlobalCss('export function createSystem() { return {} }')).toThrow(/system\.js changed/)
  })
})
