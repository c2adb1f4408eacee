/**
 * The header's page links (SPEC 'Site header and footer'); Services is its own menu. `label` names
 * the link's words in siteMessages (src/features/site/messages.ts).
 */
export const pageLinks = [
  { to: '/about', label: 'about' },
  { to: '/get-involved', label: 'getInvolved' },
  { to: '/resources', label: 'resources' },
  { to: '/contact', label: 'contact' },
] as const

/** Shared look of a header link; `aria-current="page"` (set by the router's Link) highlights it. */
export const navLinkStyle = {
  px: '3',
  py: '2',
  minH: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'gray.800',
  textDecoration: 'none',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  _currentPage: { color: 'brand.700', bg: 'brand.50', fontWeight: 'semibold', boxShadow: 'inset 0 -3px 0 0 {colors.brand.600}' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
} as const
