import { formatInOrgZone } from '@/lib/format/date'

/** SPEC §9's admin date, 'MMM dd, yyyy at h:mm a' in New Jersey time; 'Unknown' when missing, 'Invalid date' when unreadable. */
export const formatAdminDate = (value: string | null | undefined) => formatInOrgZone("MMM dd, yyyy 'at' h:mm a", value)

/** A short date for list rows ('Subscribed Nov 02, 2026'). */
export const formatShortDate = (value: string | null | undefined) => formatInOrgZone('MMM dd, yyyy', value)
