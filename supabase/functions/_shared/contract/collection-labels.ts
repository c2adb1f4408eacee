// The collections' names and their admin sections' titles: the one part of a collection's
// declaration (collections.ts, beside this file, holds the rest) kept in a file of its own, for the
// first-load budget. The admin's /admin/content/$collection route parses its address and titles its
// head with these, and a route's options are in every visitor's first load, so this file imports
// nothing; collections.ts holds zod and every collection's schema. collections.ts checks that both
// files name the same collections. Keep it to what that route reads: any export another module
// uses is bundled with this file, in every visitor's first load.

/** Each collection's admin section title, by its path under /api/admin/content/ and /admin/content/, in the navigation's order. */
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
