import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { DONATION_SORTS, DONATION_STATUSES, type DonationSort } from '@contract/admin-donations.ts'
import { DONATION_SORT_LABELS, KIND_LABELS, STATUS_LABELS, type DonationFilters } from '../lib/donation-filters'
import { DateFilter } from './date-filter'

interface Props {
  searchText: string
  onSearchText: (text: string) => void
  filters: DonationFilters
  onFilters: (next: DonationFilters) => void
  onClear: () => void
  onRefresh: () => void
  refreshing: boolean
  onExport: () => void
  exportDisabled: boolean
}

function ToggleGroup<T extends string>({ label, options, value, onChange }: { label: string; options: readonly [T, string][]; value: T; onChange: (v: T) => void }) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label}>
      {options.map(([v, text]) => (
        <Button key={v} size="sm" variant={value === v ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={value === v} onClick={() => onChange(v)}>
          {text}
        </Button>
      ))}
    </HStack>
  )
}

const STATUS_OPTIONS = [['all', 'All'], ...DONATION_STATUSES.map((s) => [s, STATUS_LABELS[s]])] as [DonationFilters['status'], string][]
const KIND_OPTIONS: [DonationFilters['kind'], string][] = [['all', 'All Kinds'], ['one-time', KIND_LABELS['one-time']], ['monthly', KIND_LABELS.monthly]]

/** Search, sort, status, kind and date filters (the contacts tab's date buttons), and the actions. */
export function DonationsToolbar(props: Props) {
  const { filters, onFilters } = props
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="2" minW="14rem">
          <Field.Label>Search donations</Field.Label>
          <Input type="search" placeholder="Donor name or email" value={props.searchText} onChange={(e) => props.onSearchText(e.target.value)} />
        </Field.Root>
        <Field.Root flex="1" minW="12rem">
          <Field.Label>Sort donations by</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.sort} onChange={(e) => onFilters({ ...filters, sort: e.target.value as DonationSort })}>
              {DONATION_SORTS.map((value) => <option key={value} value={value}>{DONATION_SORT_LABELS[value]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <ToggleGroup label="Donation status filter" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => onFilters({ ...filters, status })} />
      <ToggleGroup label="Donation kind filter" options={KIND_OPTIONS} value={filters.kind} onChange={(kind) => onFilters({ ...filters, kind })} />
      <DateFilter value={filters.date} onChange={(date) => onFilters({ ...filters, date })} />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={props.onClear}>Clear Filters</Button>
        <Button size="sm" variant="outline" onClick={props.onRefresh} loading={props.refreshing} loadingText="Refreshing...">Refresh</Button>
        <Button size="sm" variant="outline" onClick={props.onExport} disabled={props.exportDisabled}>Export CSV</Button>
      </HStack>
    </Stack>
  )
}
