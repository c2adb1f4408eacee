import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Stack } from '@chakra-ui/react/stack'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { auditQueryOptions } from '../api/audit'
import { auditQuery, DEFAULT_AUDIT_FILTERS, type AuditFilterValues } from '../lib/audit-filters'
import { exportAudit } from '../lib/exports'
import { AuditFilters } from './audit-filters'
import { AuditTable } from './audit-table'
import { EmptyState } from './empty-state'
import { PagedList } from './paged-list'
import { PanelStatus } from './panel-status'

/** The audit trail (super_admin): filters, 50 entries a page newest first, and a CSV of every match. */
export function AuditTrail() {
  const [filters, setFilters] = useState<AuditFilterValues>(DEFAULT_AUDIT_FILTERS)
  const person = useDebouncedValue(filters.person, 300)
  const query = useMemo(() => auditQuery({ ...filters, person }, new Date()), [filters, person])
  const audit = useQuery(auditQueryOptions(query))
  const exportAll = () => exportAudit({ person: query.person, action: query.action, from: query.from, to: query.to })

  const page = audit.data
  return (
    <Stack gap="4">
      <AuditFilters value={filters} onChange={setFilters} />
      {!page ? (
        <PanelStatus query={audit} what="the audit trail" />
      ) : page.entries.length === 0 ? (
        <EmptyState level="h2" title="No Audit Entries" text="No entries match these filters." />
      ) : (
        <PagedList total={page.total} page={page.page} pageSize={page.pageSize} noun={['entry', 'entries']}
          navLabel="Audit pages" onPage={(n) => setFilters({ ...filters, page: n })} exportAll={exportAll} exportWhat="the audit trail">
          <AuditTable entries={page.entries} />
        </PagedList>
      )}
    </Stack>
  )
}
