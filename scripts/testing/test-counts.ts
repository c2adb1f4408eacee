// Counts the tests a check ran from its runner's closing lines: vitest's "Tests  2 failed |
// 2347 passed (2349)" and Playwright's "  286 passed (12.1m)", "  2 failed", "  1 flaky",
// "  3 skipped". `npm test` adds them up into its last line, which CI reads.
import { COLOUR_CODES } from './failure-excerpt.ts'

export interface TestCounts {
  passed: number
  failed: number
  skipped: number
}

function add(into: TestCounts, kind: string, count: number) {
  if (kind === 'passed' || kind === 'flaky') into.passed += count
  else if (kind === 'failed') into.failed += count
  else into.skipped += count
}

/** The tests counted in `output`, or undefined when it holds no runner's summary. */
export function testCounts(output: string): TestCounts | undefined {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 }
  let found = false
  for (const line of output.replace(COLOUR_CODES, '').split('\n').map((l) => l.trim())) {
    const vitest = /^Tests\s+(.+?)\s+\(\d+\)$/.exec(line)
    const parts = vitest ? vitest[1]!.split('|').map((part) => part.trim()) : [line]
    for (const part of parts) {
      const match = /^(\d+) (passed|failed|flaky|skipped|todo|did not run)(?: \([\d.]+m?s?\))?$/.exec(part)
      if (!match || (!vitest && match[2] === 'todo')) continue
      found = true
      add(counts, match[2]!, Number(match[1]))
    }
  }
  return found ? counts : undefined
}
