import { useQuery } from '@tanstack/react-query'
import { Field } from '@chakra-ui/react/field'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { Stack } from '@chakra-ui/react/stack'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@contract/applications.ts'
import { APPLICATION_KINDS, type ApplicationKind } from '@contract/application-rules.ts'
import { jobTitlesQueryOptions } from '../api/applications'
import { APPLICATION_KIND_LABELS } from '@contract/applications-admin.ts'

export interface ApplicantFilterValues {
  kind: ApplicationKind | ''
  jobId: string
  status: ApplicationStatus | ''
  q: string
  page: number
}
export const DEFAULT_APPLICANT_FILTERS: ApplicantFilterValues = { kind: '', jobId: '', status: '', q: '', page: 1 }

interface Props {
  value: ApplicantFilterValues
  /** Any change starts again at the first page. */
  onChange: (next: ApplicantFilterValues) => void
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: React.ReactNode }) {
  return (
    <Field.Root maxW={{ md: '16rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** Search (name or e-mail), kind, opening and status. */
export function ApplicantFilters({ value, onChange }: Props) {
  const jobs = useQuery(jobTitlesQueryOptions())
  const set = (patch: Partial<ApplicantFilterValues>) => onChange({ ...value, ...patch, page: 1 })
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} wrap="wrap">
      <Field.Root maxW={{ md: '20rem' }}>
        <Field.Label>Search</Field.Label>
        <Input type="search" placeholder="Name or email" value={value.q} onChange={(e) => set({ q: e.currentTarget.value })} />
      </Field.Root>
      <Select label="Kind" value={value.kind} onChange={(kind) => set({ kind: kind as ApplicantFilterValues['kind'], jobId: kind === 'job' ? value.jobId : '' })}>
        <option value="">All kinds</option>
        {APPLICATION_KINDS.map((k) => (
          <option key={k} value={k}>
            {APPLICATION_KIND_LABELS[k]}
          </option>
        ))}
      </Select>
      <Select label="Opening" value={value.jobId} onChange={(jobId) => set({ jobId, kind: jobId ? 'job' : value.kind })}>
        <option value="">All openings</option>
        {(jobs.data ?? []).map((j) => (
          <option key={j.id} value={j.id}>
            {j.title}
          </option>
        ))}
      </Select>
      <Select label="Status" value={value.status} onChange={(status) => set({ status: status as ApplicantFilterValues['status'] })}>
        <option value="">All statuses</option>
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {APPLICATION_STATUS_LABELS[s]}
          </option>
        ))}
      </Select>
    </Stack>
  )
}
