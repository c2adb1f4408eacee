import type { ComponentType } from 'react'

/** One of the dashboard's tabs. `useCount` (a hook, called once per render of the tab's trigger) feeds its count badge. */
export interface AdminTab {
  value: string
  label: string
  Panel: ComponentType
  useCount: () => number | undefined
}
