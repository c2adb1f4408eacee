import { EXPORT_ROWS_HEADER, EXPORT_TRUNCATED_HEADER, type ExportKind } from '@contract/exports.ts'
import { apiDownload } from './http'
import { saveFile } from './csv'

/**
 * Downloads an admin list's CSV file: /api makes it from the rows `body` selects and records
 * the export in the audit trail in the same transaction (POST /api/admin/exports/{kind}).
 * Answers how many rows the file holds and whether the list had more.
 */
export async function downloadExport(kind: ExportKind, body: object): Promise<{ count: number; truncated: boolean }> {
  const { blob, filename, headers } = await apiDownload(`/api/admin/exports/${kind}`, body)
  saveFile(filename, blob)
  return { count: Number(headers.get(EXPORT_ROWS_HEADER) ?? 0), truncated: headers.get(EXPORT_TRUNCATED_HEADER) === 'true' }
}
