import { Global } from '@emotion/react'

/**
 * On paper only the door list prints: everything that neither holds it nor sits inside it is
 * hidden (the admin header, tabs, the site's chrome), as are its controls (search, buttons,
 * switches); each family gets a tick box to mark by hand, and rows never split across pages.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body *:not(:has([data-door-list])):not([data-door-list]):not([data-door-list] *) { display: none !important; }
  [data-door-list] [data-print-hide] { display: none !important; }
  [data-door-list] [data-print-only] { display: inline !important; }
  [data-door-list] { color: #000; font-size: 11pt; }
  [data-door-list] table { width: 100%; }
  [data-door-list] tr { break-inside: avoid; }
  [data-door-list] [role='region'] { overflow: visible !important; border: none !important; }
}
`

export function DoorListPrintStyles() {
  return <Global styles={PRINT_CSS} />
}
