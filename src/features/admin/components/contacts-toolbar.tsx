import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { SORT_LABELS, type ContactFilters, type SortOption, type StatusFilter } from '../lib/contact-filters'
import { DateFilter } from './date-filter'

const STATUS_BUTTONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'responded', label: 'Responded' },
]

interface Props {
  searchText: string
  onSearchText: (text: string) => void
  filters: ContactFilters
  onFilters: (next: ContactFilters) => void
  counts: Record<StatusFilter, number>
  onClear: () => void
  onRefresh: () => void
  refreshing: boolean
  onExport: () => void
  exportDisabled: boolean
}

/** Search, sort, status and date filters, and the list's actions. */
export function ContactsToolbar(props: Props) {
  const { filters, onFilters } = props
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="2" minW="14rem">
          <Field.Label>Search submissions</Field.Label>
          <Input
            type="search"
            placeholder="Name, email, subject or message"
            value={props.searchText}
            onChange={(e) => props.onSearchText(e.target.value)}
          />
        </Field.Root>
        <Field.Root flex="1" minW="12rem">
          <Field.Label>Sort by</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.sort}
              onChange={(e) => onFilters({ ...filters, sort: e.target.value as SortOption })}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <HStack gap="2" wrap="wrap" role="group" aria-label="Status filter">
        {STATUS_BUTTONS.map((s) => (
          <Button
            key={s.value}
            size="sm"
            variant={filters.status === s.value ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={filters.status === s.value}
            onClick={() => onFilters({ ...filters, status: s.value })}
          >
            {s.label} ({props.counts[s.value]})
          </Button>
        ))}
      </HStack>
      <DateFilter value={filters.date} onChange={(date) => onFilters({ ...filters, date })} />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={props.onClear}>
          Clear Filters
        </Button>
        <Button size="sm" variant="outline" onClick={props.onRefresh} loading={props.refreshing} loadingText="Refreshing...">
          Refresh
        </Button>
        <Button size="sm" variant="outline" onClick={props.onExport} disabled={props.exportDisabled}>
          Export CSV
        </Button>
      </HStack>
    </Stack>
  )
}
