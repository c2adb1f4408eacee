// The site's collections (jobs, FAQs, board members, …), each declared once: its table, its
// item's name in the admin area, the texts a Spanish translation may hold and its library image. The
// server's table map (content/site-content-tables.ts), TRANSLATABLE_PATHS, the admin's navigation
// and its /admin/content/$collection screen derive from this. What an admin saves is the
// collection's zod schema in COLLECTION_INPUTS (site-content.ts); this file imports no zod, as
// the admin's navigation reads it in a staff member's first load. Each collection's name and its
// section's title are in collection-labels.ts (only there), which the admin's route reads in every
// visitor's first load.
import { isCollectionName, type CollectionName } from './collection-labels.ts';
import { SENSORY_TRANSLATABLE } from './sensory-terms.ts';

export { isCollectionName, type CollectionName };

export interface CollectionDeclaration {
  table: string;
  /** fields read with a cast (a date as 'YYYY-MM-DD' text) */
  casts?: Readonly<Record<string, string>>;
  /** one item, e.g. 'Job' */
  singular: string;
  /** the field that names a row in the admin's list */
  titleKey: string;
  /** the texts a Spanish translation may hold (paths in the English answer) */
  translatable: readonly string[];
  /** the library image: the field an admin saves (the image's id) and the one the answer reads */
  image?: { idKey: string; imageKey: string };
}

/** Every collection, by its path under /api/admin/content/ and /admin/content/, in the navigation's order. */
export const SITE_COLLECTIONS = {
  jobs: {
    table: 'job_openings', casts: { closesOn: 'text', datePosted: 'text' }, singular: 'Job', titleKey: 'title',
    translatable: ['title', 'department', 'employmentType', 'location', 'description'],
  },
  'volunteer-roles': {
    table: 'volunteer_roles', singular: 'Volunteer Role', titleKey: 'title',
    translatable: ['title', 'timeCommitment', 'description', 'skills'],
  },
  faqs: { table: 'faqs', singular: 'FAQ', titleKey: 'question', translatable: ['question', 'answer'] },
  resources: { table: 'external_resources', singular: 'Resource', titleKey: 'name', translatable: ['description'] },
  'emergency-contacts': {
    table: 'emergency_contacts', singular: 'Emergency Contact', titleKey: 'title', translatable: ['title', 'description'],
  },
  locations: { table: 'locations', singular: 'Location', titleKey: 'name', translatable: ['name', 'hours.*.days', 'hours.*.note', ...SENSORY_TRANSLATABLE] },
  'hero-slides': {
    table: 'hero_slides', singular: 'Hero Slide', titleKey: 'alt', translatable: ['alt'],
    image: { idKey: 'imageId', imageKey: 'image' },
  },
  partners: { table: 'partners', singular: 'Partner', titleKey: 'name', translatable: [], image: { idKey: 'logoId', imageKey: 'logo' } },
  accreditations: {
    table: 'accreditations', singular: 'Accreditation', titleKey: 'label', translatable: ['label', 'detail'],
    image: { idKey: 'badgeId', imageKey: 'badge' },
  },
  'board-members': {
    table: 'board_members', singular: 'Board Member', titleKey: 'name', translatable: ['role', 'bio'],
    image: { idKey: 'photoId', imageKey: 'photo' },
  },
} as const satisfies Record<CollectionName, CollectionDeclaration>;

export const COLLECTION_NAMES = Object.keys(SITE_COLLECTIONS) as CollectionName[];

/** The library-image keys of collection `name`, or undefined when its rows have no library image. */
export const collectionImage = (name: string): { idKey: string; imageKey: string } | undefined =>
  isCollectionName(name) ? (SITE_COLLECTIONS[name] as CollectionDeclaration).image : undefined;

/** Each collection's translatable paths, keyed by its name (TRANSLATABLE_PATHS spreads these). */
export const COLLECTION_TRANSLATABLE = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, SITE_COLLECTIONS[name].translatable])) as {
  [C in CollectionName]: (typeof SITE_COLLECTIONS)[C]['translatable'];
};
