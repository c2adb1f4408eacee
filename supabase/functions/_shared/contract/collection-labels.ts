// The collections' names and the staff's words for them (their admin sections' titles, what the
// Media Library calls their pictures): the one part of a collection's declaration kept apart from
// collections.ts (beside this file, which holds the rest), for the first-load budget. The admin's
// /admin/content/$collection route parses its address and titles its head with these, and a route's
// options are in every visitor's first load; the Media Library's screen names an image's uses with
// them. So this file imports nothing, while collections.ts holds zod and every collection's schema.
// collections.ts checks that both files name the same collections (and the same pictures).

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

/**
 * What the Media Library calls an image's use by a row of each collection with a library image
 * (collections.ts `image`): its kind on the wire and its words on screen.
 */
export const COLLECTION_IMAGE_USES = {
  'hero-slides': { kind: 'hero-slide', label: 'Hero slide' },
  partners: { kind: 'partner', label: 'Partner logo' },
  accreditations: { kind: 'accreditation', label: 'Accreditation badge' },
  'board-members': { kind: 'board-member', label: 'Board member photo' },
} as const satisfies Partial<Record<CollectionName, { kind: string; label: string }>>;

/** A collection whose rows may show a library image. */
export type CollectionWithImage = keyof typeof COLLECTION_IMAGE_USES;
/** How the Media Library names an image's use by a collection's row ('board-member'). */
export type CollectionImageUsage = (typeof COLLECTION_IMAGE_USES)[CollectionWithImage]['kind'];

/** Every collection's name, in the navigation's order. */
export const COLLECTION_NAMES = Object.keys(COLLECTION_LABELS) as CollectionName[];

export const isCollectionName = (value: string): value is CollectionName => Object.hasOwn(COLLECTION_LABELS, value);
