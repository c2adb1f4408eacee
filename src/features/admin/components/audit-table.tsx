import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { ColumnHeaders } from '@/components/column-headers'
import { auditActionLabel, type AuditEntry } from '@contract/audit.ts'
import { formatAdminDate } from '../lib/format-date'

/**
 * "contact_submission 1234…" as "Contact submission 1234…", with the record's name as it is now
 * (or "deleted"); details as short "key: value" text.
 */
const recordText = (e: AuditEntry) =>
  [e.recordType ? e.recordType.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase()) : null, e.recordId,
    e.recordName ? `(${e.recordName})` : e.recordGone ? '(deleted)' : null].filter(Boolean).join(' ')
const detailText = (details: AuditEntry['details']) =>
  Object.entries(details).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ')

/** When, who, what, which record, from where, and the entry's details. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Audit entries (scrollable)">
      <Table.Root size="sm" aria-label="Audit entries">
        <ColumnHeaders names={['When', 'Person', 'Action', 'Record', 'Address']} />
        <Table.Body>
          {entries.map((e) => (
            <Table.Row key={e.id} data-testid="audit-row">
              <Table.Cell whiteSpace="nowrap">{formatAdminDate(e.occurredAt)}</Table.Cell>
              <Table.Cell>{e.actorEmail ?? 'System'}</Table.Cell>
              <Table.Cell>
                <Text fontWeight="medium">{auditActionLabel(e.action)}</Text>
                {Object.keys(e.details).length > 0 && (
                  <Text fontSize="sm" color="gray.700" wordBreak="break-word">
                    {detailText(e.details)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell wordBreak="break-all">{recordText(e) || '—'}</Table.Cell>
              <Table.Cell>{e.clientAddress ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
