import { describe, expect, it } from 'vitest'
import { failureExcerpt } from './failure-excerpt.ts'

const playwright = `Running 3 tests using 2 workers
  ✓  1 [desktop] › e2e/a.spec.ts:3:1 › passes (2.0s)
  ✘  2 [desktop] › e2e/b.spec.ts:9:1 › fails (30.0s)

  1) [desktop] › e2e/b.spec.ts:9:1 › fails ───────────

    Error: expect(locator).toBeVisible() failed

    Locator: getByRole('img', { name: 'A tulip' })
    Expected: visible
    Timeout: 30000ms
    Error: element(s) not found

    Call log:
      - Expect "toBeVisible" with timeout 30000ms
      - waiting for getByRole('img', { name: 'A tulip' })

  1 failed
    [desktop] › e2e/b.spec.ts:9:1 › fails
  2 passed (40.0s)`

describe('failureExcerpt', () => {
  it("gives the head of Playwright's failure report, blank lines dropped", () => {
    expect(failureExcerpt(playwright)).toEqual([
      '  1) [desktop] › e2e/b.spec.ts:9:1 › fails ───────────',
      '    Error: expect(locator).toBeVisible() failed',
      "    Locator: getByRole('img', { name: 'A tulip' })",
      '    Expected: visible',
      '    Timeout: 30000ms',
      '    Error: element(s) not found',
      '    Call log:',
      '      - Expect "toBeVisible" with timeout 30000ms',
    ])
  })

  it("gives Vitest's failures, as many as asked for, lines cut to the width", () => {
    const vitest = ' FAIL  src/a.test.ts > adds\nAssertionError: expected 3 to be 4\n FAIL  src/b.test.ts > subtracts\nAssertionError: expected 1 to be 0\n FAIL  src/c.test.ts > x\n'
    expect(failureExcerpt(vitest, { failures: 2, perFailure: 2, width: 30 })).toEqual([
      ' FAIL  src/a.test.ts > adds', 'AssertionError: expected 3 to …', ' FAIL  src/b.test.ts > subtrac…', 'AssertionError: expected 1 to …',
    ])
  })

  it('reads through terminal colour codes', () => {
    expect(failureExcerpt('\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m a.test.ts > adds\n\u001b[31mAssertionError\u001b[39m: no\n')).toEqual([' FAIL  a.test.ts > adds', 'AssertionError: no'])
  })

  it("gives Vitest's report of an error raised outside any test", () => {
    const vitest = ' ✓ src/a.test.ts (3 tests) 20ms\n\n⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯\nError: connect ECONNREFUSED 127.0.0.1:5432\n ❯ client.ts:4:2\n\n Test Files  1 passed (1)\n'
    expect(failureExcerpt(vitest, { perFailure: 3 })).toEqual(['⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯', 'Error: connect ECONNREFUSED 127.0.0.1:5432', ' ❯ client.ts:4:2'])
  })

  it('gives the last lines when the output names no failure', () => {
    expect(failureExcerpt('a\n\nb\nerror TS2322: Type string is not assignable\n', { perFailure: 2 })).toEqual(['b', 'error TS2322: Type string is not assignable'])
  })
})
