// Playwright's test API, with pages that are ready to use when they have loaded. A page asks for
// its code after its first paint (scripts/build/after-first-paint.ts): a visitor reads it
// meanwhile, but a test acts at once, and a press on a page whose app has not started yet does
// nothing. So page.goto and page.reload here return once the app has rendered over the page
// (data-app-started, src/lib/app-started.ts). A navigation told to return earlier
// (waitUntil 'commit' or 'domcontentloaded') returns as asked: those tests look at the page before
// the app starts.
//
// `sql` is a client of the stack's database for the tests of one worker: opened when a test first
// asks for it, ended when the worker stops (a file's own afterAll may run before another of its
// tests when files run in parallel, so a file-level client cannot be ended there).
import { test as base, type Page, type Response } from '@playwright/test'
import postgres from 'postgres'

export * from '@playwright/test'

const STARTED = 'html[data-app-started]'

async function startedAfter(page: Page, navigation: Promise<Response | null>, waitUntil: string | undefined) {
  const response = await navigation
  if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle') await page.locator(STARTED).waitFor({ state: 'attached' })
  return response
}

/**
 * `page` with goto and reload returning once its app has started, as the `page` fixture's do: for
 * a page of another browser context (a second window, a visitor beside a staff member).
 */
export function startingApps(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = (url, options) => startedAfter(page, goto(url, options), options?.waitUntil)
  page.reload = (options) => startedAfter(page, reload(options), options?.waitUntil)
  return page
}

/** A client of the stack's database (E2E_DB_URL), one connection. */
export const database = () => postgres(process.env.E2E_DB_URL!, { max: 1, onnotice: () => {} })

export const test = base.extend<object, { sql: postgres.Sql }>({
  page: async ({ page }, use) => {
    await use(startingApps(page))
  },
  sql: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const sql = database()
      await use(sql)
      await sql.end()
    },
    { scope: 'worker' },
  ],
})
