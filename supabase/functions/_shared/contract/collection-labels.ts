// The collections' names and their admin sections' titles; collections.ts declares the rest of
// each (table, translatable texts, image). A file of its own that imports nothing: the admin's
// /admin/content/$collection route parses its address and titles its head with it, and a route's
// options are in every visitor's first load.

/** Each collection's admin section title, by its path under /api/admin/content/ and /admin/content/. */
export const COLLECTION_LABELS = {
  jobs: 'Jobs',
  'volunteer-roles': 'Volunteer Roles',
  faqs: 'FAQs',
  resources: 'External Resources',
  'emergency-contacts': 'Emergency Contacts',
  locations: 'Locations',
  'hero-slides': 'Hero Slides',
  partners: 'Partners',
  accreditations: 'Accreditations',
  'board-members': 'Board Members',
} as const;

export type CollectionName = keyof typeof COLLECTION_LABELS;

export const isCollectionName = (value: string): value is CollectionName => Object.hasOwn(COLLECTION_LABELS, value);
