import { Link } from '@tanstack/react-router'
import { Badge } from '@chakra-ui/react/badge'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { Table } from '@chakra-ui/react/table'
import { Text } from '@chakra-ui/react/text'
import { APPLICATION_STATUS_LABELS, type ApplicationSummary } from '@contract/applications.ts'
import { APPLICATION_KIND_LABELS, appliedFor } from '@contract/applications-admin.ts'
import { formatShortDate } from '../lib/format-date'
import { applicantName } from '../lib/applicant-name'

/** Name (to the applicant's page), what for, status, resume and date; scrolls sideways on a phone. */
export function ApplicantsTable({ items }: { items: readonly ApplicationSummary[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Applicants (scrollable)">
      <Table.Root size="sm" aria-label="Applicants">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Applicant</Table.ColumnHeader>
            <Table.ColumnHeader>Applied For</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Resume</Table.ColumnHeader>
            <Table.ColumnHeader>Applied</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((a) => (
            <Table.Row key={a.id} data-testid="applicant-row">
              <Table.Cell>
                <ChakraLink asChild color="brand.fg" textDecoration="underline" fontWeight="medium">
                  <Link to="/admin/applicants/$id" params={{ id: a.id }}>
                    {applicantName(a)}
                  </Link>
                </ChakraLink>
                <Text fontSize="sm" color="gray.700" wordBreak="break-all">
                  {a.email}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text>{appliedFor(a)}</Text>
                <Text fontSize="sm" color="gray.700">
                  {APPLICATION_KIND_LABELS[a.kind]}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={a.status === 'new' ? 'blue' : a.status === 'withdrawn' || a.status === 'not_selected' ? 'gray' : 'green'}>
                  {APPLICATION_STATUS_LABELS[a.status]}
                </Badge>
              </Table.Cell>
              <Table.Cell>{a.hasCv ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatShortDate(a.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
