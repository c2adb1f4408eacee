import { Button } from '@chakra-ui/react/button'
import { Table } from '@chakra-ui/react/table'

/** A list row's View button (its label names the row); it opens the details without the row's own click firing too. */
export function ViewCell({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <Table.Cell>
      <Button
        size="sm"
        variant="outline"
        aria-label={label}
        onClick={(e) => {
          e.stopPropagation()
          onOpen()
        }}
      >
        View
      </Button>
    </Table.Cell>
  )
}
