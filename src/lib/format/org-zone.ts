import { tz } from '@date-fns/tz'
import { site } from '@/content/site'

/**
 * The organisation's time zone as a date-fns context, for date arithmetic and parsing in it:
 * staff dates and day filters follow New Jersey days. Displaying a date needs no context
 * (src/lib/format/date.ts).
 */
export const orgZone = tz(site.timeZone)
