import { Stack } from '@chakra-ui/react/stack'
import { SORT_LABELS, type ContactFilters, type SortOption, type StatusFilter } from '../lib/contact-filters'
import { DateFilter } from './date-filter'
import { ListActions, type ListActionsProps } from './list-actions'
import { SearchSortFields } from './search-sort-fields'
import { ToggleGroup } from './toggle-group'

const STATUS_BUTTONS: [StatusFilter, string][] = [
  ['all', 'All'],
  ['unread', 'Unread'],
  ['read', 'Read'],
  ['responded', 'Responded'],
]
const SORT_OPTIONS = Object.entries(SORT_LABELS) as [SortOption, string][]

interface Props extends ListActionsProps {
  searchText: string
  onSearchText: (text: string) => void
  filters: ContactFilters
  onFilters: (next: ContactFilters) => void
  counts: Record<StatusFilter, number>
}

/** Search, sort, status and date filters, and the list's actions. */
export function ContactsToolbar({ searchText, onSearchText, filters, onFilters, counts, ...actions }: Props) {
  return (
    <Stack gap="4">
      <SearchSortFields
        search={{ label: 'Search submissions', placeholder: 'Name, email, subject or message', text: searchText, onText: onSearchText }}
        sort={{ label: 'Sort by', options: SORT_OPTIONS, value: filters.sort, onChange: (sort) => onFilters({ ...filters, sort }) }}
      />
      <ToggleGroup
        label="Status filter"
        options={STATUS_BUTTONS.map(([value, label]) => [value, `${label} (${counts[value]})`] as const)}
        value={filters.status}
        onChange={(status) => onFilters({ ...filters, status })}
      />
      <DateFilter value={filters.date} onChange={(date) => onFilters({ ...filters, date })} />
      <ListActions {...actions} />
    </Stack>
  )
}
