import type { RouterHistory } from '@tanstack/react-router'
import { englishPath } from '@/i18n/locale'

/**
 * The staff area: /admin, everything under it, and /admin-login (the guard's way in, whose
 * `redirect` names the screen staff were going to), in either language's address (the router
 * reads /es/admin as /admin). Its screens name applicants, donors and searches.
 */
export function isStaffPath(pathname: string): boolean {
  return /^\/admin(-login)?(\/|$)/.test(englishPath(pathname))
}

/**
 * The side of the site a document was loaded for, kept for its whole life: the staff area's
 * documents carry no third-party code (its Content-Security-Policy allows none, and neither
 * Every.org's widget nor gtag.js is loaded in one), the public site's may.
 */
export type DocumentArea = 'staff' | 'public'

export const areaOf = (pathname: string): DocumentArea => (isStaffPath(pathname) ? 'staff' : 'public')

/** A navigation as the router's history asks its blockers about it (@tanstack/history's `block`). */
export type HistoryMove = Parameters<Parameters<RouterHistory['block']>[0]['blockerFn']>[0]

/** How the browser loads the other area's document: at a new entry, in place of this one, or (Back, Forward: the entry is already current) again. */
export type CrossingLoad = { kind: 'assign' | 'replace'; href: string } | { kind: 'reload' }

/** What a move of a document loaded for `area` needs: nothing within the area, a new document across. */
export function crossingLoad(area: DocumentArea, { nextLocation, action }: HistoryMove): CrossingLoad | null {
  if (areaOf(nextLocation.pathname) === area) return null
  if (action === 'PUSH') return { kind: 'assign', href: nextLocation.href }
  if (action === 'REPLACE') return { kind: 'replace', href: nextLocation.href }
  return { kind: 'reload' }
}

/**
 * Issue 57: a navigation that would take this document into the other area (a link, a
 * `navigate()`, a guard's redirect, Back and Forward) loads a new document at that address
 * instead, so third-party scripts loaded on a public page never share a document with a staff
 * screen, and the admin's document is under the staff area's policy. A blocker on the router's
 * history, which every navigation passes: the router never renders the other area here.
 */
export function keepAreaInItsDocument(history: RouterHistory, area: DocumentArea, browser: Location = window.location): void {
  history.block({
    enableBeforeUnload: false,
    blockerFn: (move) => {
      const load = crossingLoad(area, move)
      if (!load) return false
      if (load.kind !== 'reload') {
        browser[load.kind](load.href)
        return true
      }
      // The history has already moved to the entry: load it, and leave this document's router where it is.
      browser.reload()
      return new Promise<never>(() => {})
    },
  })
}
