import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Stack } from '@chakra-ui/react/stack'
import { applicationsQueryOptions } from '../api/applications'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { exportApplications } from '../lib/exports'
import { ApplicantFilters, DEFAULT_APPLICANT_FILTERS, type ApplicantFilterValues } from './applicant-filters'
import { ApplicantsTable } from './applicants-table'
import { EmptyState } from './empty-state'
import { PagedList } from './paged-list'
import { PanelStatus } from './panel-status'

const blankless = ({ kind, jobId, status, q }: ApplicantFilterValues) => ({
  kind: kind || undefined, jobId: jobId || undefined, status: status || undefined, q: q.trim() || undefined,
})

/** Applicants overall or per opening: filters, 25 a page newest first, and a CSV of every match. */
export function ApplicantsSection() {
  const [filters, setFilters] = useState<ApplicantFilterValues>(DEFAULT_APPLICANT_FILTERS)
  const q = useDebouncedValue(filters.q, 300)
  const query = { ...blankless({ ...filters, q }), page: filters.page }
  const list = useQuery(applicationsQueryOptions(query))
  const exportAll = () => exportApplications(blankless({ ...filters, q }))

  const page = list.data
  return (
    <Stack gap="4">
      <ApplicantFilters value={filters} onChange={setFilters} />
      {!page ? (
        <PanelStatus query={list} what="the applicants" />
      ) : page.items.length === 0 ? (
        <EmptyState level="h2" title="No Applicants" text="No applications match these filters." />
      ) : (
        <PagedList total={page.total} page={page.page} pageSize={page.pageSize} noun={['application', 'applications']}
          navLabel="Applicant pages" onPage={(n) => setFilters({ ...filters, page: n })} exportAll={exportAll} exportWhat="the applications">
          <ApplicantsTable items={page.items} />
        </PagedList>
      )}
    </Stack>
  )
}
