import { redirect, type ParsedLocation } from '@tanstack/react-router'
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

/**
 * The root route's beforeLoad (issue 57): a navigation that would take a document into the other
 * area (a link, a `navigate()`, a guard's redirect) loads a new document at that address instead
 * (TanStack Router's `reloadDocument`, replacing the history entry the navigation had just made),
 * so third-party scripts loaded on a public page never share a document with a staff screen, and
 * the admin document is under the staff area's policy. A preload of such a link stops here:
 * nothing of the other area is fetched into this document. `documentArea` is unset outside the
 * browser (the build's render, tests), where there is no document to replace.
 */
export function keepAreaInItsDocument(documentArea: DocumentArea | undefined, location: ParsedLocation): void {
  if (!documentArea || areaOf(location.pathname) === documentArea) return
  // publicHref: the address as the browser shows it (the locale rewrite applied), query and fragment kept.
  throw redirect({ href: location.publicHref, reloadDocument: true })
}
