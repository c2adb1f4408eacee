import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { errorMessage } from '@/lib/http'
import { donationsQueryOptions } from '../api/donations'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { DEFAULT_DONATION_FILTERS, donationsQuery, toggleDonationSort, type DonationFilters } from '../lib/donation-filters'
import { exportDonations } from '../lib/exports'
import { DonationDetailsDialog } from './donation-details-dialog'
import { DonationTotals } from './donation-totals'
import { DonationsTable } from './donations-table'
import { DonationsToolbar } from './donations-toolbar'
import { EmptyState } from './empty-state'
import { SEARCH_DEBOUNCE_MS } from './contacts-panel'
import { YearEndStatements } from './year-end-statements'

/** The Donations tab: filters sent to GET /api/admin/donations, totals, the list, details and CSV. */
export function DonationsPanel() {
  const [searchText, setSearchText] = useState('')
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS)
  const search = searchText.trim() === '' ? '' : debounced
  const [rest, setRest] = useState<Omit<DonationFilters, 'search'>>(DEFAULT_DONATION_FILTERS)
  const [openId, setOpenId] = useState<string>()
  const filters = { ...rest, search }
  // The date buttons count from the moment they are chosen; the query key holds the instants.
  const query = useMemo(() => donationsQuery({ ...rest, search }, new Date()), [rest, search])
  const result = useQuery(donationsQueryOptions(query))
  const { data: user } = useQuery(currentUserQueryOptions())
  const donations = result.data?.donations ?? []
  const clear = () => {
    setSearchText('')
    setRest(DEFAULT_DONATION_FILTERS)
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">Donations</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {user?.role === 'super_admin' && <YearEndStatements />}
          <DonationsToolbar
            searchText={searchText}
            onSearchText={setSearchText}
            filters={filters}
            onFilters={({ search: _ignored, ...next }) => setRest(next)}
            onClear={clear}
            onRefresh={() => void result.refetch()}
            refreshing={result.isFetching}
            onExport={() => void exportDonations(query)}
            exportDisabled={donations.length === 0}
          />
          {result.isPending ? (
            <Text role="status">Loading donations...</Text>
          ) : result.isError ? (
            <EmptyState title="Could not load donations" text={errorMessage(result.error, 'Please try again.')}>
              <Button colorPalette="brand" onClick={() => void result.refetch()}>Try Again</Button>
            </EmptyState>
          ) : (
            <>
              <DonationTotals totals={result.data.totals} />
              {donations.length === 0 ? (
                <EmptyState title="No donations found" text="No donations match the current filter criteria.">
                  <Button onClick={clear} colorPalette="brand">Show All Donations</Button>
                </EmptyState>
              ) : (
                <DonationsTable
                  donations={donations}
                  sort={rest.sort}
                  onSort={(column) => setRest({ ...rest, sort: toggleDonationSort(rest.sort, column) })}
                  onOpen={setOpenId}
                />
              )}
              <Text srOnly role="status">{`${donations.length} donations shown`}</Text>
            </>
          )}
        </Stack>
      </Card.Body>
      <DonationDetailsDialog donation={donations.find((d) => d.id === openId)} onClose={() => setOpenId(undefined)} />
    </Card.Root>
  )
}
