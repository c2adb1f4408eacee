import type { ExportKind } from '@contract/exports.ts'
import { apiDownload } from './http'
import { saveFile } from './csv'

/**
 * Downloads an admin list's CSV file: /api makes it from the rows `body` selects and records
 * the export in the audit trail in the same transaction (POST /api/admin/exports/{kind}).
 */
export async function downloadExport(kind: ExportKind, body: object): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/admin/exports/${kind}`, body)
  saveFile(filename, blob)
}
