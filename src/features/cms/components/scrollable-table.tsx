import type { ReactNode } from 'react'
import { Table } from '@chakra-ui/react/table'

/** A table in a bordered region that keyboard users can focus and scroll sideways. */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      aria-label={`${label} (scrollable)`}
    >
      <Table.Root size="sm" aria-label={label}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  )
}
