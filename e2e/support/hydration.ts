import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has attached to `locator`'s element: a section the build wrote whole but
 * hydrates only as the visitor heads there (src/components/lazy-hydrated.tsx) is plain HTML until
 * then, and a press on one of its links before that is a full page load. React marks the elements
 * it manages with its own properties; the test reads that, the app never does.
 */
export async function untilHydrated(locator: Locator) {
  await expect.poll(() => isHydrated(locator), { timeout: 15_000 }).toBe(true)
}

/** Whether React manages `locator`'s element yet (see untilHydrated). */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))
}
