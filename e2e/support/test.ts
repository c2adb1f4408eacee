// Playwright's test API, with pages that are ready to use when they have loaded. A page asks for
// its code after its first paint (scripts/stack/after-first-paint.ts): a visitor reads it
// meanwhile, but a test acts at once, and a press on a page whose app has not started yet does
// nothing. So page.goto and page.reload here return once the app has rendered over the page
// (data-app-started, src/lib/use-mark-app-started.ts). A navigation told to return earlier
// (waitUntil 'commit' or 'domcontentloaded') returns as asked: those tests look at the page before
// the app starts.
import { test as base, type Page, type Response } from '@playwright/test'

export * from '@playwright/test'

const STARTED = 'html[data-app-started]'

async function startedAfter(page: Page, navigation: Promise<Response | null>, waitUntil: string | undefined) {
  const response = await navigation
  if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle') await page.locator(STARTED).waitFor({ state: 'attached' })
  return response
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = (url, options) => startedAfter(page, goto(url, options), options?.waitUntil)
    page.reload = (options) => startedAfter(page, reload(options), options?.waitUntil)
    await use(page)
  },
})
