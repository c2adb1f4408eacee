import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { markAnatomiesPure } from './pure-anatomies.ts'

const chakraAnatomies = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/anatomy.js',
)

describe('pure anatomies', () => {
  it("marks every anatomy the installed Chakra derives from Ark's as pure", () => {
    const marked = markAnatomiesPure(readFileSync(chakraAnatomies, 'utf8'))
    expect(marked).toContain('const accordionAnatomy = /* @__PURE__ */ accordionAnatomy$1.extendWith("itemBody");')
    expect(marked.match(/\.(extendWith|rename)\(/g)!.length).toBeGreaterThan(15)
    expect(marked).not.toMatch(/= (?!\/\* @__PURE__ \*\/ )[\w$]+\.(extendWith|rename)\(/)
  })

  it('stops the build when an anatomy is derived in a way it does not know', () => {
    expect(() => markAnatomiesPure('const a = b.extendWith("x");\nexport const c = [d.rename("e")];')).toThrow(/pure-anatomies/)
  })
})
