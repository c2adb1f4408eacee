import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type axe from 'axe-core'
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

/** The widths every page is checked at: a desktop window and a phone. */
export const DESKTOP_AND_PHONE = [{ width: 1280, height: 800 }, { width: 390, height: 844 }] as const

type Size = (typeof DESKTOP_AND_PHONE)[number]

/**
 * The page's violations at each of DESKTOP_AND_PHONE in turn, keyed by width: the window is
 * resized and the page kept, so one load serves both (the layouts are CSS and media queries, which
 * follow the window). `ready`, when given, runs after each resize and before axe: a screen that
 * must show its content again. `expect(…).toEqual(NO_VIOLATIONS_AT_WIDTHS)` names the width that failed.
 */
export async function axeViolationsAtWidths(page: Page, ready?: (size: Size) => Promise<void>): Promise<Record<number, AxeViolationSummary[]>> {
  const found: Record<number, AxeViolationSummary[]> = {}
  for (const size of DESKTOP_AND_PHONE) {
    await page.setViewportSize(size)
    await ready?.(size)
    found[size.width] = await axeViolations(page)
  }
  return found
}

/** What axeViolationsAtWidths answers for a page with no violations at either width. */
export const NO_VIOLATIONS_AT_WIDTHS = Object.fromEntries(DESKTOP_AND_PHONE.map(({ width }) => [width, []]))

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
  const violations = await runAxe(page)
  const moved = await page.evaluate(() => (window as unknown as { axeMoved?: boolean }).axeMoved === true)
  return { violations, moved }
}

type AxeWindow = { axe?: typeof axe }

/** axe-core's minified build, the file its README has pages include (`axe.source` is the 1.3 MB unminified one). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's own API in the page: its source put in once per document, then axe.run on the
 * document, reporting violations only. Frames are left out: the site's own pages have none, and
 * the cross-origin ones (Stripe's, Every.org's) are third parties' markup, not ours to fix.
 * (@axe-core/playwright, used before, evaluated the 1.3 MB source twice per check.)
 */
async function runAxe(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(
    async (tags) => (await (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })).violations,
    wcagTags,
  )
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
