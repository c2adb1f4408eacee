import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page is interactive: React has attached to the element `selector` finds. A
 * prerendered page shows its content before that, as plain HTML: a pointer hovering over it
 * meanwhile is not seen again once React attaches, and a link followed is a plain page load.
 */
export async function waitForReact(page: Page, selector: string) {
  await expect.poll(() => page.evaluate((s) => {
    const element = document.querySelector(s)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__react'))
  }, selector)).toBe(true)
}
