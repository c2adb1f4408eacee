// The one Chromium the bench and the trace tool drive: Debian's (ARCHITECTURE.md), headless, with
// its DevTools port open so Lighthouse, Puppeteer and Playwright can all attach to it.
import * as chromeLauncher from 'chrome-launcher'

export type Chromium = { port: number; kill: () => void }

export async function launchChromium(extraFlags: readonly string[] = []): Promise<Chromium> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraFlags],
  })
  return { port: chrome.port, kill: () => chrome.kill() }
}
