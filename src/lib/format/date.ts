import { format, isValid, parseISO } from 'date-fns'

/**
 * The site's date formats (SPEC §2, §8): 'Unknown' when the value is missing, 'Invalid date' when
 * it cannot be read. Times show in the visitor's local zone.
 */
function formatWith(pattern: string, value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Unknown'
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? format(date, pattern) : 'Invalid date'
}

/** 'December 12, 2026' */
export const formatDate = (value: string | Date | null | undefined) => formatWith('MMMM d, yyyy', value)

/** 'Saturday, December 12, 2026' */
export const formatLongDate = (value: string | Date | null | undefined) => formatWith('EEEE, MMMM d, yyyy', value)

/** '10:00 AM' */
export const formatTime = (value: string | Date | null | undefined) => formatWith('h:mm a', value)
