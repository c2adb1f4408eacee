// Token trees as Chakra's theme writes them (`{ gray: { 50: { value: '#fafafa' } } }`), for the
// public theme (src/theme.ts) and the admin area's (src/features/admin/admin-system.ts).

export type TokenTree = { [key: string]: TokenTree } | { value: unknown }

export const isLeaf = (node: TokenTree): node is { value: unknown } => 'value' in node

/**
 * Chakra's semantic tokens with their light value only. The site has no dark mode, so the
 * `_dark` variants would only add CSS variables (about 5 KB of every page) and start-up work.
 */
export function lightOnly<T extends TokenTree>(node: T): T {
  if (!isLeaf(node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child as TokenTree)])) as T
  const value = node.value
  return value !== null && typeof value === 'object' && '_light' in value ? { ...node, value: value._light } : node
}
