// Saving a file in the browser. The admin lists' CSV files are made (and recorded) by /api
// (src/lib/download-export.ts); the browser only saves them.

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
