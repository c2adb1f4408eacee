// The Lighthouse section of bench/report.md: per page, the calibrated figures (which the budgets
// judge) beside those under Lighthouse's default 4×, each as median (min–max), with the
// benchmarkIndex and CPU slowdown each calibrated run used, and each page's TBT and main-thread
// time as a ratio to the framework's floor (floor.ts), measured in the same run; then the verdicts.
import type { Summary, TargetAudit } from './audit.ts'
import { PAGE_BUDGET, pageVerdict } from './budgets.ts'
import { KEPT_OUT_OF_INDEX } from './pages.ts'
import { LIGHTHOUSE_DEFAULT_MULTIPLIER, TARGET_DEVICE_INDEX } from './calibration.ts'
import { ratiosToFloor } from './floor.ts'
import { ms, rangeText, seconds, spreadText, times, whole } from './format.ts'
import { busyText } from './quiet.ts'

export type LighthouseSection = { lines: string[]; misses: string[] }

/** The report's note on the pages whose SEO leaves out "blocked from indexing" (seo-score.ts), if any ran. */
function keptOut(audits: readonly TargetAudit[]): string {
  const pages = audits.map((audit) => audit.label).filter((label) => KEPT_OUT_OF_INDEX.has(label))
  return pages.length === 0 ? '' : ` (${pages.join(', ')}: kept out of search engines by design, scored without Lighthouse's "Page is blocked from indexing" audit)`
}

/** The Lighthouse runs to report: the site's pages (judged) and the floor's (the reference page, never judged). */
export type LighthouseFigures = { pages: readonly TargetAudit[]; floor: TargetAudit }

const ratioText = (ratio: number | null) => (ratio === null ? '– (floor 0 ms)' : times(ratio))

const orDash = (s: Summary | null, cell: (s: Summary) => string) => (s === null ? '–' : cell(s))

export function lighthouseSection({ pages: audits, floor }: LighthouseFigures, { rounds, defaultRounds }: { rounds: number; defaultRounds: number }): LighthouseSection {
  const { required, goal } = PAGE_BUDGET
  const verdicts = audits.map((a) => ({ audit: a, verdict: pageVerdict(a.calibrated) }))
  const mainThread = (s: Summary) => spreadText(s.metrics['mainthread-work-breakdown'], ms)
  /** The cells every row has, the floor's included: its figures, their ratios to the floor's, the machine's. */
  const figureCells = ({ calibrated: c, default: d }: TargetAudit) => {
    const ratios = ratiosToFloor(c, floor.calibrated)
    return [
      spreadText(c.scores.performance, whole), orDash(d, (s) => spreadText(s.scores.performance, whole)),
      spreadText(c.metrics['largest-contentful-paint'], seconds), orDash(d, (s) => spreadText(s.metrics['largest-contentful-paint'], seconds)),
      spreadText(c.metrics['total-blocking-time'], ms), ratioText(ratios['total-blocking-time']), orDash(d, (s) => spreadText(s.metrics['total-blocking-time'], ms)),
      mainThread(c), ratioText(ratios['mainthread-work-breakdown']),
      `${c.hostIndex ? rangeText(c.hostIndex, whole) : '?'} → ${rangeText(c.multiplier, times)}`,
    ]
  }
  const misses = verdicts
    .filter(({ verdict }) => verdict.required.length > 0)
    .map(({ audit, verdict }) => `lighthouse ${audit.label} (calibrated, CPU ${rangeText(audit.calibrated.multiplier, times)}): ${verdict.required.join(', ')}`)
  const goalsMet = verdicts.filter(({ verdict }) => verdict.goals.length === 0).length
  const lines = [
    `## Lighthouse (mobile preset, CPU slowdown calibrated to the host; median of ${rounds}, pages interleaved)`,
    '',
    `Each calibrated run simulates the CPU slowdown \`benchmarkIndex ÷ ${TARGET_DEVICE_INDEX}\`, from the host's benchmarkIndex measured by Lighthouse just before the run: ` +
      `the device Lighthouse's default ${LIGHTHOUSE_DEFAULT_MULTIPLIER}× makes of a typical desktop (benchmarkIndex 1,750), on any host (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"). ` +
      (defaultRounds > 0
        ? `The default ${LIGHTHOUSE_DEFAULT_MULTIPLIER}× columns, for comparison with earlier reports, are the median of ${defaultRounds} runs per page spread over the same rounds, and are not judged. `
        : '') +
      `The floor is ${floor.label}: React 19 and the site's Chakra provider hydrating one heading, built with the site's Vite config, served by the same host and run in the same rounds as the pages. ` +
      `A page's "÷ floor" is its calibrated median over the floor's (TBT ${ms(floor.calibrated.metrics['total-blocking-time'].median)}, main-thread time ${ms(floor.calibrated.metrics['mainthread-work-breakdown'].median)} in this run): what the site adds on top of its framework, which carries across hosts where a benchmarkIndex does not (another CPU family calibrates differently). The budgets judge the absolute figures, on the host named above. ` +
      'Each run started after 5 seconds in which the CPUs were busy less than 5% of the time; a calibrated run whose benchmarkIndex in the run was over 25% from the one its slowdown came from, and a run at the default 4× whose benchmarkIndex was below 75% of the bench\'s median one, were made again.',
    '',
    `Required (calibrated medians): performance ≥ ${required.performance}, LCP ≤ ${seconds(required.lcpMs)}, TBT ≤ ${ms(required.tbtMs)}, accessibility ${PAGE_BUDGET.accessibility}, best practices ${PAGE_BUDGET.bestPractices}, SEO ${PAGE_BUDGET.seo}${keptOut(audits)}. ` +
      `Goals: performance ≥ ${goal.performance}, LCP ≤ ${seconds(goal.lcpMs)}, TBT ≤ ${ms(goal.tbtMs)}: met on ${goalsMet} of ${audits.length} pages.`,
    '',
    `| page | performance calibrated | performance ${LIGHTHOUSE_DEFAULT_MULTIPLIER}× | LCP calibrated | LCP ${LIGHTHOUSE_DEFAULT_MULTIPLIER}× | TBT calibrated | TBT ÷ floor | TBT ${LIGHTHOUSE_DEFAULT_MULTIPLIER}× | main-thread time calibrated | main-thread ÷ floor | benchmarkIndex → CPU slowdown | required | goals |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${floor.label} | ${[...figureCells(floor), 'not judged', 'not judged'].join(' | ')} |`,
    ...verdicts.map(({ audit, verdict }) => {
      const cells = [
        ...figureCells(audit),
        verdict.required.length === 0 ? 'ok' : `**MISSED**: ${verdict.required.join(', ')}`,
        verdict.goals.length === 0 ? 'met' : `missed: ${verdict.goals.join(', ')}`,
      ]
      return `| ${audit.label} | ${cells.join(' | ')} |`
    }),
    '',
    'Calibrated runs, the other figures (medians):',
    '',
    '| page | accessibility | best practices | SEO | FCP | CLS | SI | runs | benchmarkIndex in the runs | CPUs before the runs |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...[floor, ...audits].map(({ label, calibrated: c }) => {
      const cells = [
        whole(c.scores.accessibility.median), whole(c.scores['best-practices'].median), whole(c.scores.seo.median),
        seconds(c.metrics['first-contentful-paint'].median), c.metrics['cumulative-layout-shift'].median.toFixed(3), seconds(c.metrics['speed-index'].median),
        String(c.runs), rangeText(c.benchmarkIndex, whole), busyText(c.busy),
      ]
      return `| ${label} | ${cells.join(' | ')} |`
    }),
    '',
  ]
  return { lines, misses }
}
