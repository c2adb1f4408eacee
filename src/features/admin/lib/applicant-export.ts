import { format } from 'date-fns'
import { APPLICATION_STATUS_LABELS, type ApplicationDetail } from '@contract/applications.ts'
import type { CsvColumn } from '@contract/csv.ts'
import { downloadCsv } from '@/lib/csv'
import { orgZone } from '@/lib/format/org-zone'

export const KIND_LABELS = { job: 'Job', general: 'General', volunteer: 'Volunteer' } as const

/** What the application was for, as the list and the CSV show it. */
export const appliedFor = (a: Pick<ApplicationDetail, 'kind' | 'jobTitle' | 'volunteerRoleTitle'>) =>
  a.kind === 'job' ? (a.jobTitle ?? 'A removed opening') : a.kind === 'general' ? 'General application' : (a.volunteerRoleTitle ?? 'Volunteer (any role)')

const COLUMNS: CsvColumn<ApplicationDetail>[] = [
  { header: 'Applied', value: (a) => a.createdAt },
  { header: 'Name', value: (a) => a.name },
  { header: 'Email', value: (a) => a.email },
  { header: 'Phone', value: (a) => a.phone },
  { header: 'Kind', value: (a) => KIND_LABELS[a.kind] },
  { header: 'Applied For', value: appliedFor },
  { header: 'Status', value: (a) => APPLICATION_STATUS_LABELS[a.status] },
  { header: 'Heard About Us', value: (a) => a.heardAbout },
  { header: 'Availability', value: (a) => a.availability },
  { header: 'Note', value: (a) => a.note },
  { header: 'Staff Notes', value: (a) => a.notes },
  { header: 'Resume', value: (a) => (a.hasCv ? 'Yes' : 'No') },
]

/** Downloads every application the filters match (the server recorded the export). */
export const exportApplications = (rows: readonly ApplicationDetail[], now = new Date()) =>
  downloadCsv(`applications-${format(now, 'yyyy-MM-dd', { in: orgZone })}.csv`, rows, COLUMNS)
