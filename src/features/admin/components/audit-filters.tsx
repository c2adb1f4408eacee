import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { Stack } from '@chakra-ui/react/stack'
import { AUDIT_ACTION_LABELS } from '@contract/audit.ts'
import type { AuditFilterValues } from '../lib/audit-filters'
import { DateFilter } from './date-filter'

interface Props {
  value: AuditFilterValues
  /** Any change starts again at the first page. */
  onChange: (next: AuditFilterValues) => void
}

/** Person (part of an e-mail), action, and the date range (all time, 7 or 30 days, custom). */
export function AuditFilters({ value, onChange }: Props) {
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch, page: 1 })
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} wrap="wrap">
      <Field.Root maxW={{ md: '20rem' }}>
        <Field.Label>Person</Field.Label>
        <Input type="search" placeholder="Email address" value={value.person} onChange={(e) => set({ person: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root maxW={{ md: '20rem' }}>
        <Field.Label>Action</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.action} onChange={(e) => set({ action: e.currentTarget.value })}>
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTION_LABELS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DateFilter value={value.date} onChange={(date) => set({ date })} />
    </Stack>
  )
}
