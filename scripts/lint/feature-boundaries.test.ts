// The lint's feature rule (eslint.config.js) covers every folder of src/features, careers and any
// added later included (issue 59: the hand-typed list had missed careers): from each feature, an
// import of another feature is an error, an import of its own files or of lib/ is not.
import { readdirSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const eslint = new ESLint()

/** The messages of the feature rule for one import written in a file of `feature`. */
async function importProblems(feature: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}'\nexport const y = x\n`, { filePath: `src/features/${feature}/lint-probe.ts` })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('features never import each other', () => {
  it('finds the features by their folders, careers among them', () => {
    expect(features).toContain('careers')
    expect(features.length).toBeGreaterThan(10)
  })

  it.each(features)('%s: another feature is refused, its own files and lib/ are not', async (feature) => {
    const other = features.find((name) => name !== feature)!
    expect(await importProblems(feature, `@/features/${other}/lib/anything`)).toEqual([
      expect.stringContaining('Features never import each other'),
    ])
    expect(await importProblems(feature, `@/features/${feature}/lib/anything`)).toEqual([])
    expect(await importProblems(feature, '@/lib/http')).toEqual([])
  })
})
