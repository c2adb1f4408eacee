import { formatISO, parseISO } from 'date-fns'
import { orgZone } from '@/lib/format/org-zone'

/** An instant as ISO 8601 in New Jersey time with its offset then: '2026-12-05T10:30:00-05:00'. */
export function orgDateTime(value: string): string {
  return formatISO(parseISO(value), { in: orgZone })
}
