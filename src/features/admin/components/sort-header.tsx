import { Button } from '@chakra-ui/react/button'
import { Table } from '@chakra-ui/react/table'

const ARROWS = { ascending: ' ↑', descending: ' ↓', none: '' } as const

/** A sortable column's header (the contacts' and donations' tables): a click sorts by it, aria-sort says how it is sorted now. */
export function SortHeader({ label, direction, onSort }: { label: string; direction: keyof typeof ARROWS; onSort: () => void }) {
  return (
    <Table.ColumnHeader aria-sort={direction}>
      <Button variant="ghost" size="sm" px="1" fontWeight="semibold" onClick={onSort}>
        {label}
        <span aria-hidden="true">{ARROWS[direction]}</span>
      </Button>
    </Table.ColumnHeader>
  )
}
