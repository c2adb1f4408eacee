import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { AUDIT_ACTION_LABELS } from '@contract/audit.ts'
import { OptionSelect } from '@/components/option-select'
import type { AuditFilterValues } from '../lib/audit-filters'
import { DateFilter } from './date-filter'

const ACTION_OPTIONS = [['', 'All actions'], ...Object.entries(AUDIT_ACTION_LABELS)] as const

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
        <OptionSelect options={ACTION_OPTIONS} value={value.action} onChange={(e) => set({ action: e.currentTarget.value })} />
      </Field.Root>
      <DateFilter value={value.date} onChange={(date) => set({ date })} />
    </Stack>
  )
}
