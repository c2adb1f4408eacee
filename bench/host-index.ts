// The host's benchmarkIndex, measured right before a calibrated run (calibration.ts) by Lighthouse
// itself: a snapshot (Lighthouse's public user-flow API, which needs a Puppeteer page) of a blank
// tab computes the same `BenchmarkIndex` base artifact as the start of every navigation run
// (core/gather/base-artifacts.js), in about 2 s, without loading a page.
import { snapshot } from 'lighthouse'
import puppeteer from 'puppeteer-core'

export type HostIndexMeter = { measure: () => Promise<number>; close: () => Promise<void> }

// the cheapest audit Lighthouse accepts; the snapshot's figure we keep is its environment's index
const config = { extends: 'lighthouse:default', settings: { onlyAudits: ['viewport'], disableFullPageScreenshot: true } }

/** Measures in the Chromium listening on `port` (chromium.ts), one fresh tab per reading. */
export async function hostIndexMeter(port: number): Promise<HostIndexMeter> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null })
  return {
    async measure() {
      const page = await browser.newPage()
      try {
        const result = await snapshot(page, { config, flags: { logLevel: 'error' } })
        const index = result?.lhr.environment.benchmarkIndex
        if (typeof index !== 'number' || !(index > 0)) throw new Error(`Lighthouse measured no benchmarkIndex (${String(index)})`)
        return index
      } finally {
        await page.close()
      }
    },
    close: () => browser.disconnect(),
  }
}
