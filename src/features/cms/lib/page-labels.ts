import type { PageName } from '@contract/site-content.ts'

/** Each page document's name in the admin area. */
export const PAGE_LABELS: Record<PageName, string> = {
  home: 'Home',
  about: 'About',
  'get-involved': 'Get Involved',
  resources: 'Resources',
  donate: 'Donate',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  accessibility: 'Accessibility Statement',
}
