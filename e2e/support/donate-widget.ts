// Every.org's donate widget (SPEC §4) in the end-to-end tests. Its script is third party and
// unreachable from this machine, so tests answer for it with a stand-in that defines the
// widget's global as the real script does; the site requests it only on a visitor's intent.
import { expect, type Page } from '@playwright/test'

export const EVERY_ORG_SCRIPTS = 'https://embeds.every.org/**'

/** Answers Every.org's script with the stand-in. */
export async function answerEveryOrg(page: Page) {
  await page.route(EVERY_ORG_SCRIPTS, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.everyDotOrgDonateButton = { createWidget: function () {} };' }),
  )
}

/**
 * Points at the header's Donate once the page's code runs, which loads the widget, and waits
 * until it is set up (about 500 ms after the intent).
 */
export async function pointAtDonate(page: Page) {
  await page.locator('header [data-every-donate]').first().hover()
  await expect(page.locator('[data-every-bound="true"]').first()).toBeAttached()
}
