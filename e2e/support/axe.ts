import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG levels the site must meet (issue 5): 2.0/2.1 A and AA, and 2.2 AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeViolationSummary {
  id: string
  impact: string | null | undefined
  help: string
  targets: string[]
}

/**
 * Runs axe-core on the page as it is now and returns its violations in a compact form, so a
 * failing `expect(await axeViolations(page)).toEqual([])` prints which rule broke where.
 */
export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  let results = await settledAnalysis(page)
  // A transition that started while axe read the page (a list refreshing under it: its Refresh
  // button fades back from 'Refreshing...') makes what it read a mix of two states: read again.
  for (let again = 0; results.moved && again < MAX_REREADS; again += 1) results = await settledAnalysis(page)
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

const MAX_REREADS = 2

/** axe's reading of the page once it holds still, and whether a transition or animation started during it. */
async function settledAnalysis(page: Page) {
  await scrollSettled(page)
  await transitionsSettled(page)
  await page.evaluate(() => {
    const seen = window as unknown as { axeMoved?: boolean; axeMovedListening?: boolean }
    seen.axeMoved = false
    if (seen.axeMovedListening) return
    seen.axeMovedListening = true
    const moved = () => { seen.axeMoved = true }
    for (const type of ['transitionstart', 'animationstart']) document.addEventListener(type, moved, { capture: true })
  })
  // Legacy mode runs axe.run in the page itself. The default runs axe in each frame and then
  // merges the results in a blank page it opens for the purpose: a new renderer process per
  // check, which took 1–3 s of the 2–4 s a check cost on this machine. What legacy mode leaves
  // out, cross-origin frames (Stripe's, Every.org's), is third parties' markup and not ours to fix.
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze()
  const moved = await page.evaluate(() => (window as unknown as { axeMoved?: boolean }).axeMoved === true)
  return { violations, moved }
}

/**
 * Waits until the page's scroll position holds still from one frame to the next. The site scrolls
 * smoothly (to a focused invalid field, to a #fragment); axe measuring mid-scroll can find a target
 * that is passing under the sticky header too small (target-size). One fresh-ci run failed that way
 * once, on the admin Services tab's trigger just after the service form focused its first error.
 */
async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () => {
      const seen = window as unknown as { axeLastScrollY?: number }
      const still = seen.axeLastScrollY === window.scrollY
      seen.axeLastScrollY = window.scrollY
      return still
    },
    undefined,
    { polling: 'raf', timeout: 10_000 },
  )
}

/**
 * Waits until no finite CSS transition or animation is running. A colour measured mid-transition
 * is neither the colour before nor after it: a button that turns enabled as its section hydrates
 * (home's Subscribe) fades for Chakra's 'moderate' duration, and axe measuring then finds its
 * contrast too low. Endless animations (a spinner) are left running.
 */
async function transitionsSettled(page: Page) {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  )
}
