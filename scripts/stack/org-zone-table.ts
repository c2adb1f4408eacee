// The organisation's time zone, written into the bundle for src/lib/format/date.ts, which then
// shows New Jersey dates without Intl (its first use costs a phone over 100 ms).
import type { Plugin } from 'vite'
import { site } from '../../src/content/site.ts'
import { zoneTable } from '../../src/lib/format/zone-table.ts'

/** Defines `__ORG_ZONE__`: the zone's offsets and names from 2000 to 2050, read when Vite starts. */
export function orgZoneTable(): Plugin {
  return {
    name: 'org-zone-table',
    config: () => ({ define: { __ORG_ZONE__: JSON.stringify(zoneTable(site.timeZone, 2000, 2051)) } }),
  }
}
