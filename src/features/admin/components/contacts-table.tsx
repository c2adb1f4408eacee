import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import type { ContactSubmission } from '@contract/contact.ts'
import { formatPhone } from '@/lib/format/phone'
import { truncate } from '@/lib/format/truncate'
import { sortDirection, type SortColumn, type SortOption } from '../lib/contact-filters'
import { formatAdminDate } from '../lib/format-date'
import type { useChangeStatus } from '../hooks/use-change-status'
import { SortHeader } from './sort-header'
import { StatusSelect } from './status-select'
import { ViewCell } from './view-cell'

interface Props {
  contacts: ContactSubmission[]
  sort: SortOption
  onSort: (column: SortColumn) => void
  onOpen: (id: string) => void
  status: ReturnType<typeof useChangeStatus>
}

/** The desktop list: click a row (or View) for the details; header clicks toggle the sort. */
export function ContactsTable({ contacts, sort, onSort, onOpen, status }: Props) {
  return (
    <Table.ScrollArea display={{ base: 'none', md: 'block' }}>
      <Table.Root size="sm" interactive aria-label="Contact submissions">
        <Table.Header>
          <Table.Row>
            <SortHeader label="Contact Info" direction={sortDirection(sort, 'name')} onSort={() => onSort('name')} />
            <SortHeader label="Subject" direction={sortDirection(sort, 'subject')} onSort={() => onSort('subject')} />
            <Table.ColumnHeader>Message Preview</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <SortHeader label="Submitted" direction={sortDirection(sort, 'date')} onSort={() => onSort('date')} />
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {contacts.map((c) => (
            <Table.Row key={c.id} cursor="pointer" onClick={() => onOpen(c.id)} data-testid="contact-row">
              <Table.Cell>
                <Text fontWeight="semibold">{c.name}</Text>
                <Text fontSize="sm">{c.email}</Text>
                {c.phone && <Text fontSize="sm">{formatPhone(c.phone)}</Text>}
              </Table.Cell>
              <Table.Cell>{c.subject}</Table.Cell>
              <Table.Cell maxW="xs" whiteSpace="normal">{truncate(c.message, 100)}</Table.Cell>
              <Table.Cell>
                <StatusSelect
                  value={c.status}
                  label={`Status for ${c.name}`}
                  disabled={status.pendingId === c.id}
                  onChange={(next) => status.change(c.id, next)}
                />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatAdminDate(c.createdAt)}</Table.Cell>
              <ViewCell label={`View submission from ${c.name}`} onOpen={() => onOpen(c.id)} />
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
