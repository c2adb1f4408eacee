import type { Page } from '@playwright/test'

/**
 * Sums the page's layout shifts not caused by the visitor's input (CLS's raw total) from the first
 * one on: call before page.goto; the returned function reads the total so far.
 */
export async function trackLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number }
    w.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}
