import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { applicationsQueryOptions, fetchApplicationsExport } from '../api/applications'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { exportApplications } from '../lib/applicant-export'
import { ApplicantFilters, DEFAULT_APPLICANT_FILTERS, type ApplicantFilterValues } from './applicant-filters'
import { ApplicantsTable } from './applicants-table'
import { EmptyState } from './empty-state'
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
  const [exporting, setExporting] = useState(false)

  const onExport = async () => {
    setExporting(true)
    try {
      const { items, truncated } = await fetchApplicationsExport(blankless({ ...filters, q }))
      exportApplications(items)
      if (truncated) notify.error('Export Shortened', `Only the newest ${items.length} applications are in the file; narrow the filters for the rest.`)
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to export the applications.'))
    } finally {
      setExporting(false)
    }
  }

  const page = list.data
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1
  return (
    <Stack gap="4">
      <ApplicantFilters value={filters} onChange={setFilters} />
      {!page ? (
        <PanelStatus query={list} what="the applicants" />
      ) : page.items.length === 0 ? (
        <EmptyState level="h2" title="No Applicants" text="No applications match these filters." />
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap">
            <Text role="status">
              {page.total} {page.total === 1 ? 'application' : 'applications'} · page {page.page} of {pages}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void onExport()} loading={exporting} loadingText="Exporting...">
              Export CSV
            </Button>
          </HStack>
          <ApplicantsTable items={page.items} />
          <HStack as="nav" aria-label="Applicant pages" justify="space-between">
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
