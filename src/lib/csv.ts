// Saving a file in the browser. The admin lists' CSV files are made by /api
// (src/lib/download-export.ts); the audit trail's and the applications' are made here from the
// rows /api answered and recorded (toCsv, @contract/csv.ts).
import { toCsv, type CsvColumn } from '@contract/csv.ts'

/** Saves `blob` as a file named `filename`. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Saves `rows` as a CSV file (a BOM so spreadsheet apps read UTF-8). */
export function downloadCsv<T>(filename: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): void {
  saveFile(filename, new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }))
}
