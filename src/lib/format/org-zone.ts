import { tz } from '@date-fns/tz'
import { site } from '@/content/site'

/**
 * The organisation's time zone as a date-fns context, for showing dates (src/lib/format/date.ts),
 * date arithmetic and parsing in it: staff dates and day filters follow New Jersey days.
 */
export const orgZone = tz(site.timeZone)
