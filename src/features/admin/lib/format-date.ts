import { format, isValid, parseISO } from 'date-fns'

/** SPEC §9's admin date, 'MMM dd, yyyy at h:mm a'; 'Unknown' when missing, 'Invalid date' when unreadable. */
export function formatAdminDate(value: string | null | undefined): string {
  if (!value) return 'Unknown'
  const date = parseISO(value)
  return isValid(date) ? format(date, "MMM dd, yyyy 'at' h:mm a") : 'Invalid date'
}

/** A short date for list rows ('Subscribed Nov 02, 2026'). */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return 'Unknown'
  const date = parseISO(value)
  return isValid(date) ? format(date, 'MMM dd, yyyy') : 'Invalid date'
}
