// The first lines of what a failed check printed about its failures, repeated under the run's
// summary: a CI log is often read from its end, where a long run's own failure report is far up.

/**
 * Where Playwright (`  1) [project] › file › title`) and Vitest (` FAIL  file > title`) begin a
 * failure's report, and where Vitest reports an error raised outside any test (`⎯⎯ Unhandled Rejection ⎯⎯`).
 */
const FAILURE_START = /^\s*(\d+\) \[|FAIL\s|⎯+ Unhandled )/
// eslint-disable-next-line no-control-regex -- the terminal's colour codes, which some tools print regardless
export const COLOUR_CODES = /\u001b\[[0-9;]*m/g

/**
 * Up to `perFailure` non-blank lines from the start of each of the first `failures` failure
 * reports in `output`, each line cut to `width` characters. When no report is found, the output's
 * last `perFailure` non-blank lines: a check that failed without naming a failure (a crashed
 * worker, a tool's own error) most often says why at its end.
 */
export function failureExcerpt(output: string, { failures = 2, perFailure = 8, width = 220 } = {}): string[] {
  const lines = output.replace(COLOUR_CODES, '').split('\n')
  const cut = (report: string[]) => report.map((line) => (line.length > width ? `${line.slice(0, width)}…` : line))
  const excerpt: string[] = []
  let found = 0
  for (let i = 0; i < lines.length && found < failures; i += 1) {
    if (!FAILURE_START.test(lines[i]!)) continue
    found += 1
    const report = lines.slice(i).filter((line) => line.trim() !== '').slice(0, perFailure)
    excerpt.push(...cut(report))
    i += 1
  }
  if (found === 0) excerpt.push(...cut(lines.filter((line) => line.trim() !== '').slice(-perFailure)))
  return excerpt
}
