import type { ComponentType } from 'react'

/**
 * One dashboard tab. The dashboard route lists them; adding a tab is adding one entry.
 * `useCount` (a hook, called once per render of the tab's trigger) feeds the count badge.
 */
export interface AdminTab {
  value: string
  label: string
  Panel: ComponentType
  useCount?: () => number | undefined
  /** Shown only to super_admin (the API and RLS enforce it too). */
  superAdminOnly?: boolean
}
