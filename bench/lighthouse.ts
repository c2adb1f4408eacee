// Lighthouse (mobile preset, the default config) on Debian's Chromium: the median of
// several runs per page, per category.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { everyOrgStandIn } from './every-org-stand-in.ts'

/** Category scores (0–100) and the performance metrics behind them (ms; CLS unitless), each the median of the runs. */
export type PageAudit = {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  metrics: Record<(typeof METRICS)[number], number>
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export async function auditPages(origin: string, paths: string[], runs: number, log: (line: string) => void): Promise<PageAudit[]> {
  const everyOrg = await everyOrgStandIn()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      ...everyOrg.chromeFlags,
    ],
  })
  try {
    const audits: PageAudit[] = []
    for (const path of paths) {
      const scores: Record<(typeof CATEGORIES)[number], number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] }
      const metrics = Object.fromEntries(METRICS.map((m) => [m, [] as number[]])) as Record<(typeof METRICS)[number], number[]>
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        for (const category of CATEGORIES) scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100))
        for (const metric of METRICS) metrics[metric].push(result.lhr.audits[metric]?.numericValue ?? Number.NaN)
      }
      const audit = {
        path,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        bestPractices: median(scores['best-practices']),
        seo: median(scores.seo),
        metrics: Object.fromEntries(METRICS.map((m) => [m, median(metrics[m])])) as PageAudit['metrics'],
      }
      log(`  lighthouse ${path}: ${audit.performance} / ${audit.accessibility} / ${audit.bestPractices} / ${audit.seo}`)
      audits.push(audit)
    }
    return audits
  } finally {
    chrome.kill()
    everyOrg.close()
  }
}
