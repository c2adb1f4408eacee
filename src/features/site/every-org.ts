import { site } from '@/content/site'
import { isStaffPath } from '@/lib/staff-area'

/**
 * The Every.org donate widget (SPEC §4), third-party code loaded on intent: its script is
 * requested only when a visitor points at, focuses or presses a Donate button (DonateButton),
 * never with the page. From that moment the widget is initialised once after about 500 ms and
 * retried every 100 ms until the script's global exists, with the nonprofit slug from config
 * and noExit false. Failures are only logged; until the widget is ready every Donate button is
 * a plain link to /donate, which is also the fallback.
 */

interface EveryOrgApi {
  createWidget(options: { selector: string; nonprofitSlug: string; noExit: boolean }): void
}
declare global {
  interface Window {
    everyDotOrgDonateButton?: EveryOrgApi
  }
}

export const DONATE_SELECTOR = '[data-every-donate]'
const SCRIPT_URL = 'https://embeds.every.org/0.4/button.js?explicit=1'
const INIT_DELAY_MS = 500
const RETRY_MS = 100
/** Stop retrying after this long: the network or a blocker is keeping the script away. */
const GIVE_UP_MS = 15_000

let state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'

export function nonprofitSlug(): string {
  return (import.meta.env.VITE_EVERY_ORG_SLUG as string | undefined) || site.everyOrgSlug
}

/** Binds the widget to every Donate button now in the page; true when it is ready. */
export function bindDonateWidget(): boolean {
  const api = window.everyDotOrgDonateButton
  if (!api) return false
  try {
    api.createWidget({ selector: DONATE_SELECTOR, nonprofitSlug: nonprofitSlug(), noExit: false })
    for (const el of document.querySelectorAll(DONATE_SELECTOR)) el.setAttribute('data-every-bound', 'true')
    state = 'ready'
    return true
  } catch (error) {
    console.error('Every.org donate widget failed to initialise', error)
    state = 'failed'
    return false
  }
}

export function isDonateWidgetReady(): boolean {
  return state === 'ready'
}

/**
 * Starts loading the widget, once per page load: on the visitor's first sign of intent. Never in
 * a staff document (the sign-in screens show the public header too): no third-party code runs
 * beside the admin's (issue 57; its policy would refuse the script), so Donate stays a link to
 * /donate, which opens the public site in a document of its own.
 */
export function loadDonateWidget(): void {
  if (state !== 'idle' || isStaffPath(window.location.pathname)) return
  state = 'loading'
  const script = document.createElement('script')
  script.src = SCRIPT_URL
  script.async = true
  script.onerror = () => {
    state = 'failed'
    console.error('Every.org donate widget script could not be loaded; Donate links go to /donate')
  }
  document.head.appendChild(script)
  const startedAt = Date.now()
  const attempt = () => {
    // A retry that outlives its page (a test's document torn down) has nothing left to bind.
    if (typeof window === 'undefined' || state !== 'loading' || bindDonateWidget()) return
    if (Date.now() - startedAt > GIVE_UP_MS) {
      state = 'failed'
      console.error('Every.org donate widget did not load; Donate links go to /donate')
      return
    }
    window.setTimeout(attempt, RETRY_MS)
  }
  window.setTimeout(attempt, INIT_DELAY_MS)
}
