// `validateSearch` helpers for route files. Route files' non-split parts are in every
// visitor's first download, so these are plain functions rather than zod schemas.

/**
 * A validator keeping one optional string search parameter: `?token=abc` → `{ token: 'abc' }`;
 * missing, non-string or longer than `maxLength` → `{}` (the page then shows its own message).
 */
export function optionalStringParam<K extends string>(key: K, maxLength = 2000) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const value = search[key]
    return (typeof value === 'string' && value.length <= maxLength ? { [key]: value } : {}) as { [P in K]?: string }
  }
}
