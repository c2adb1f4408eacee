import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { siteConfig } from '../../src/theme.ts'
import { systemInSteps } from './system-in-steps.ts'

// The ES module build, which the site's bundle uses and the plugin rewrites.
const systemModule = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
)

type Rewritten = {
  createSystem: typeof createSystem
  createSystemInSteps: (...configs: SystemConfig[]) => Generator<undefined, SystemContext, undefined>
}

/** The rewritten module, from a copy next to the original so its relative imports resolve. */
async function rewritten<T>(use: (module: Rewritten) => T): Promise<T> {
  const copy = path.join(path.dirname(systemModule), `system.steps-test-${process.pid}.js`)
  writeFileSync(copy, systemInSteps(readFileSync(systemModule, 'utf8')))
  try {
    return use((await import(pathToFileURL(copy).href)) as Rewritten)
  } finally {
    unlinkSync(copy)
  }
}

// What a system resolves: tokens to CSS variables, and a recipe's styles.
const sample = (system: SystemContext) => ({
  token: system.token('colors.brand.600'),
  variable: system.token.var('spacing.4'),
  css: system.css({ color: 'brand.fg', p: 4, _hover: { bg: 'gray.100' } }),
  button: system.cva(siteConfig.theme!.recipes!.button!)({ size: 'lg', variant: 'outline' }),
})

describe('the system in steps', () => {
  it("pauses after merging the configs, after the token dictionary and after the style utility, then returns Chakra's system", async () => {
    const expected = sample(createSystem(defaultBaseConfig, siteConfig))
    await rewritten(({ createSystemInSteps }) => {
      const steps = createSystemInSteps(defaultBaseConfig, siteConfig)
      let pauses = 0
      let step = steps.next()
      for (; !step.done; step = steps.next()) pauses++
      expect(pauses).toBe(3)
      expect(sample(step.value)).toEqual(expected)
    })
  })

  it('leaves createSystem building the same system in one call', async () => {
    const expected = sample(createSystem(defaultBaseConfig, siteConfig))
    await rewritten(({ createSystem: rewrittenCreateSystem }) => {
      expect(sample(rewrittenCreateSystem(defaultBaseConfig, siteConfig))).toEqual(expected)
    })
  })

  it('stops the build when Chakra changed the code it rewrites', () => {
    expect(() => systemInSteps('function createSystem(...configs) { return {} }')).toThrow(/system\.js changed/)
  })
})
