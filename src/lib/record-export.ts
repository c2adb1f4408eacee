import type { ExportKind } from '@contract/audit.ts'
import { apiFetch } from './http'

/**
 * Records a CSV file made in the browser in the audit trail (POST /api/admin/exports, issue 34):
 * who exported which list and how many rows. The download does not wait for it; a failure is
 * logged, never shown (the file is already the person's).
 */
export function recordExport(kind: ExportKind, rows: number): Promise<void> {
  return apiFetch('/api/admin/exports', { method: 'POST', body: { kind, rows } }).then(
    () => undefined,
    (error: unknown) => console.error('Could not record the export', error),
  )
}
