import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { notify } from '@/components/ui/toaster'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { auditQueryOptions, fetchAuditExport } from '../api/audit'
import { auditQuery, DEFAULT_AUDIT_FILTERS, type AuditFilterValues } from '../lib/audit-filters'
import { exportAudit } from '../lib/exports'
import { errorMessage } from '@/lib/http'
import { AuditFilters } from './audit-filters'
import { AuditTable } from './audit-table'
import { EmptyState } from './empty-state'
import { PanelStatus } from './panel-status'

/** The audit trail (super_admin): filters, 50 entries a page newest first, and a CSV of every match. */
export function AuditTrail() {
  const [filters, setFilters] = useState<AuditFilterValues>(DEFAULT_AUDIT_FILTERS)
  const person = useDebouncedValue(filters.person, 300)
  const query = useMemo(() => auditQuery({ ...filters, person }, new Date()), [filters, person])
  const audit = useQuery(auditQueryOptions(query))
  const [exporting, setExporting] = useState(false)

  const onExport = async () => {
    setExporting(true)
    try {
      const { entries, truncated } = await fetchAuditExport({ person: query.person, action: query.action, from: query.from, to: query.to })
      exportAudit(entries)
      if (truncated) notify.error('Export Shortened', `Only the newest ${entries.length} entries are in the file; narrow the filters for the rest.`)
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to export the audit trail.'))
    } finally {
      setExporting(false)
    }
  }

  const page = audit.data
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1
  return (
    <Stack gap="4">
      <AuditFilters value={filters} onChange={setFilters} />
      {!page ? (
        <PanelStatus query={audit} what="the audit trail" />
      ) : page.entries.length === 0 ? (
        <EmptyState level="h2" title="No Audit Entries" text="No entries match these filters." />
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap">
            <Text role="status">
              {page.total} {page.total === 1 ? 'entry' : 'entries'} · page {page.page} of {pages}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void onExport()} loading={exporting} loadingText="Exporting...">
              Export CSV
            </Button>
          </HStack>
          <AuditTable entries={page.entries} />
          <HStack as="nav" aria-label="Audit pages" justify="space-between">
            <Button size="sm" variant="outline" disabled={page.page <= 1} onClick={() => setFilters({ ...filters, page: page.page - 1 })}>
              Previous Page
            </Button>
            <Button size="sm" variant="outline" disabled={page.page >= pages} onClick={() => setFilters({ ...filters, page: page.page + 1 })}>
              Next Page
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  )
}
