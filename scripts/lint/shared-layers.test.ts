// The lint's layer rule for supabase/functions/_shared (eslint.config.js, issue 59): below the
// routes (db/, http/, storage/, content/, feeds/, a top-level file such as config.ts), an import of
// routes/ is an error; routes/ and app.ts may import routes, and lower layers import each other.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const SHARED = 'supabase/functions/_shared'

/** The messages of no-restricted-imports for one import written in `file` (a path under _shared). */
async function importProblems(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath: `${SHARED}/${file}` })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('_shared: only routes/ and app.ts import routes/', () => {
  it.each([
    ['db/audit.ts', '../routes/admin-team.ts'],
    ['content/lint-probe.ts', '../routes/site-content.ts'],
    ['feeds/lint-probe.ts', '../routes/events.ts'],
    ['storage/lint-probe.ts', '../../_shared/routes/events.ts'],
    ['config.ts', './routes/health.ts'],
  ])('%s importing %s is refused', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([expect.stringContaining('does not import routes/')])
  })

  it.each([
    ['routes/lint-probe.ts', './events.ts'],
    ['app.ts', './routes/events.ts'],
    ['content/lint-probe.ts', '../db/privileged.ts'],
    ['db/lint-probe.ts', './pool.ts'],
  ])('%s importing %s is allowed', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([])
  })

  it('keeps the contract to zod and its own files', async () => {
    expect(await importProblems('contract/lint-probe.ts', '../routes/events.ts')).toEqual([expect.stringContaining('The contract imports only zod')])
  })
})
