// The pages whose words are a staff-edited document (GET /api/pages/{page}), each with its public
// address. A collection names the page that shows it (collections.ts), and the sitemap and the
// page's cache tags follow from that page, so the names and addresses sit here, with no zod, for
// the server, the admin area and the build alike.

/** Each page document's name and the English address of the public page that shows it. */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  'get-involved': '/get-involved',
  resources: '/resources',
  donate: '/donate',
  privacy: '/privacy',
  terms: '/terms',
  accessibility: '/accessibility',
} as const;

export type PageName = keyof typeof PAGE_PATHS;
export const PAGE_NAMES = Object.keys(PAGE_PATHS) as PageName[];
