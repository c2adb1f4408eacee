import { Stack } from '@chakra-ui/react/stack'
import { DONATION_SORTS, DONATION_STATUSES } from '@contract/admin-donations.ts'
import { DONATION_SORT_LABELS, KIND_LABELS, STATUS_LABELS, type DonationFilters } from '../lib/donation-filters'
import { DateFilter } from './date-filter'
import { ListActions, type ListActionsProps } from './list-actions'
import { SearchSortFields } from './search-sort-fields'
import { ToggleGroup } from './toggle-group'

interface Props extends ListActionsProps {
  searchText: string
  onSearchText: (text: string) => void
  filters: DonationFilters
  onFilters: (next: DonationFilters) => void
}

const SORT_OPTIONS = DONATION_SORTS.map((value) => [value, DONATION_SORT_LABELS[value]] as const)
const STATUS_OPTIONS = [['all', 'All'], ...DONATION_STATUSES.map((s) => [s, STATUS_LABELS[s]])] as [DonationFilters['status'], string][]
const KIND_OPTIONS: [DonationFilters['kind'], string][] = [['all', 'All Kinds'], ['one-time', KIND_LABELS['one-time']], ['monthly', KIND_LABELS.monthly]]

/** Search, sort, status, kind and date filters (the contacts tab's date buttons), and the actions. */
export function DonationsToolbar({ searchText, onSearchText, filters, onFilters, ...actions }: Props) {
  return (
    <Stack gap="4">
      <SearchSortFields
        search={{ label: 'Search donations', placeholder: 'Donor name or email', text: searchText, onText: onSearchText }}
        sort={{ label: 'Sort donations by', options: SORT_OPTIONS, value: filters.sort, onChange: (sort) => onFilters({ ...filters, sort }) }}
      />
      <ToggleGroup label="Donation status filter" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => onFilters({ ...filters, status })} />
      <ToggleGroup label="Donation kind filter" options={KIND_OPTIONS} value={filters.kind} onChange={(kind) => onFilters({ ...filters, kind })} />
      <DateFilter value={filters.date} onChange={(date) => onFilters({ ...filters, date })} />
      <ListActions {...actions} />
    </Stack>
  )
}
