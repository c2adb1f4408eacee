import { CV_MAX_BYTES, CV_REQUIRED, CV_TOO_LARGE, CV_TYPES, CV_WRONG_TYPE } from '@contract/application-rules.ts'

/** What the CV input offers to pick. */
export const CV_ACCEPT = '.pdf,.docx'

const EXTENSIONS: readonly string[] = Object.values(CV_TYPES)

/**
 * The browser's look at the chosen CV before anything is sent, in the contract's words: missing,
 * not a .pdf or .docx (by its name and the type the system gives it), empty, or over 5 MB. The
 * server checks its bytes again (a renamed program is refused there).
 */
export function cvProblem(file: File | undefined): string | undefined {
  if (!file) return CV_REQUIRED
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''
  const typeKnown = file.type === '' || Object.hasOwn(CV_TYPES, file.type)
  if (!EXTENSIONS.includes(extension) || !typeKnown || file.size === 0) return CV_WRONG_TYPE
  if (file.size > CV_MAX_BYTES) return CV_TOO_LARGE
  return undefined
}
