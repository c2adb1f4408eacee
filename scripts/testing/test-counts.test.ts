import { describe, expect, it } from 'vitest'
import { testCounts } from './test-counts.ts'

describe('testCounts', () => {
  it("reads vitest's closing lines, colours and all", () => {
    const output = ' \u001b[2m Test Files \u001b[22m 309 passed (309)\n \u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m | 2340 passed | 7 skipped (2349)\n'
    expect(testCounts(output)).toEqual({ passed: 2340, failed: 2, skipped: 7 })
  })

  it("reads Playwright's, counting a flaky test as passed", () => {
    const output = 'Running 288 tests using 2 workers\n  2 failed\n    [desktop] › e2e/a.spec.ts:3:1 › x\n  1 flaky\n  3 skipped\n  282 passed (12.1m)\n'
    expect(testCounts(output)).toEqual({ passed: 283, failed: 2, skipped: 3 })
  })

  it('finds nothing in a check that runs no test runner', () => {
    expect(testCounts('Found 0 errors.\n')).toBeUndefined()
  })
})
