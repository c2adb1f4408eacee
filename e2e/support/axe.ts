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
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
