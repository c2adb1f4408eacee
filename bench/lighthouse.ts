// Lighthouse (mobile preset, the default config) on Debian's Chromium, run by audit.ts: one
// Chromium for the whole bench, a fresh tab and cleared storage per run (Lighthouse's own). A
// calibrated run gets its `cpuSlowdownMultiplier` from the host's benchmarkIndex measured just
// before it (host-index.ts, calibration.ts); the report reads back the multiplier Lighthouse used.
import lighthouse from 'lighthouse'
import { auditTargets, CATEGORIES, METRICS, summarise, type LighthouseRunner, type RunResult, type Target, type TargetAudit } from './audit.ts'
import { launchChromium } from './chromium.ts'
import { everyOrgStandIn } from '../scripts/stand-ins/every-org-widget.ts'
import { hostIndexMeter } from './host-index.ts'
import { KEPT_OUT_OF_INDEX } from './pages.ts'
import { waitForQuiet } from './quiet.ts'
import { categoryScoreWithout } from './seo-score.ts'

export type LighthouseRounds = { rounds: number; defaultRounds: number }

/** Each target's calibrated (and default) figures over interleaved runs on a quiet machine (throws MachineBusy). */
export async function auditWithLighthouse(targets: readonly Target[], { rounds, defaultRounds }: LighthouseRounds, log: (line: string) => void): Promise<TargetAudit[]> {
  const runner = await lighthouseRunner()
  try {
    const runs = await auditTargets(targets, { rounds, defaultRounds, runner, waitQuiet: () => waitForQuiet(), log })
    return targets.map((target) => summarise(target.label, runs.get(target.label)!))
  } finally {
    await runner.close()
  }
}

async function lighthouseRunner(): Promise<LighthouseRunner & { close: () => Promise<void> }> {
  const everyOrg = await everyOrgStandIn()
  const chrome = await launchChromium(everyOrg.chromeFlags)
  const meter = await hostIndexMeter(chrome.port)
  return {
    measureIndex: meter.measure,
    async runOnce(url, cpuSlowdownMultiplier) {
      const throttling = cpuSlowdownMultiplier === null ? {} : { throttling: { cpuSlowdownMultiplier } }
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...throttling })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`)
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as RunResult['scores']
      const { pathname, search } = new URL(url)
      if (KEPT_OUT_OF_INDEX.has(pathname + search) && lhr.categories.seo) {
        scores.seo = categoryScoreWithout(lhr.categories.seo.auditRefs, lhr.audits, 'is-crawlable') ?? 0
      }
      return {
        scores,
        metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? Number.NaN])) as RunResult['metrics'],
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      }
    },
    async close() {
      await meter.close()
      chrome.kill()
      everyOrg.close()
    },
  }
}
