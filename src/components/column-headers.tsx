import { Table } from '@chakra-ui/react/table'

/** A table's header row of plain column names (the audit trail, the admin team). */
export function ColumnHeaders({ names }: { names: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {names.map((name) => (
          <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  )
}
