// Lighthouse (mobile preset, the default config) on Debian's Chromium, run by audit.ts: one
// Chromium for the whole bench, a fresh tab and cleared storage per run (Lighthouse's own).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { auditTargets, CATEGORIES, METRICS, summarise, type RunResult, type Target, type TargetAudit } from './audit.ts'
import { everyOrgStandIn } from './every-org-stand-in.ts'
import { waitForQuiet } from './quiet.ts'

type LighthouseRunner = { runOnce: (url: string) => Promise<RunResult>; close: () => void }

/** Each target's medians over `rounds` interleaved runs on a quiet machine (throws MachineBusy). */
export async function auditWithLighthouse(targets: readonly Target[], rounds: number, log: (line: string) => void): Promise<TargetAudit[]> {
  const runner = await lighthouseRunner()
  try {
    const runs = await auditTargets(targets, { rounds, runOnce: runner.runOnce, waitQuiet: () => waitForQuiet(), log })
    return targets.map((target) => summarise(target.label, runs.get(target.label)!))
  } finally {
    runner.close()
  }
}

async function lighthouseRunner(): Promise<LighthouseRunner> {
  const everyOrg = await everyOrgStandIn()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      ...everyOrg.chromeFlags,
    ],
  })
  return {
    async runOnce(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`)
      return {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as RunResult['scores'],
        metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? Number.NaN])) as RunResult['metrics'],
        benchmarkIndex: lhr.environment.benchmarkIndex,
      }
    },
    close() {
      chrome.kill()
      everyOrg.close()
    },
  }
}
