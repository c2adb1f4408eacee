// The site's collections (jobs, FAQs, board members, …), each declared once (issue 59): its table,
// what an admin saves (its zod schema), its item's name in the admin area, the texts a Spanish
// translation may hold, its library image and the public page that shows it. Derived from this:
// the server's table map (content/site-content-tables.ts), COLLECTION_INPUTS, PAGE_COLLECTIONS and
// the rows' types (site-content.ts), TRANSLATABLE_PATHS (translations.ts), the cache tags of the page
// that shows it (site/page-tags.ts; its table's tag type, site/cache-tags.ts) and that page's
// address for the sitemap (page-names.ts, src/entry-server.tsx), the Media Library's "used in" and
// its words for it (media/media-rows.ts, admin-media.ts), and the admin's navigation,
// /admin/content/$collection screen, Preview and History. Its table's triggers, grants and
// policies come from private.setup_content_collection (migration 20261212100000).
//
// The one thing kept apart is each collection's name and section title, in collection-labels.ts
// beside this file: the admin's /admin/content/$collection route parses its address and titles its
// head with it, and a route's options are in every visitor's first load, so that file imports
// nothing (this one holds zod). Its keys are this table's keys (`satisfies` below holds them equal).
// A new collection: an entry here and its title there, a migration (private.setup_content_collection)
// and, if a page shows it, that page's component.
import { z } from 'zod';
import { SLUG_MESSAGE, SLUG_PATTERN } from './admin-content.ts';
import { COLLECTION_LABELS, isCollectionName, type CollectionName } from './collection-labels.ts';
import { emailSchema } from './common.ts';
import { httpsUrl, imageSrc, list, optionalText, phone, published, requiredText } from './content-fields.ts';
import { featuredImageIdSchema, type FeaturedImage } from './featured-image.ts';
import type { PageName } from './page-names.ts';
import { sensoryProfileFieldSchema } from './sensory.ts';
import { SENSORY_TRANSLATABLE } from './sensory-terms.ts';

export { COLLECTION_LABELS, isCollectionName, type CollectionName };

export interface CollectionDeclaration {
  table: string;
  /** what an admin saves (`published` included; position is set by reorder) */
  input: z.ZodObject;
  /** fields read with a cast (a date as 'YYYY-MM-DD' text) */
  casts?: Readonly<Record<string, string>>;
  /** one item, e.g. 'Job' */
  singular: string;
  /** the field that names a row in the admin's list */
  titleKey: string;
  /** the texts a Spanish translation may hold (paths in the English answer) */
  translatable: readonly string[];
  /**
   * the library image: the field an admin saves (the image's id), the one the answer reads, and
   * how the Media Library names that use (its kind on the wire, its words on screen)
   */
  image?: { idKey: string; imageKey: string; usageKind: string; usageLabel: string };
  /** the page document's page that shows the rows (GET /api/pages/{page}); none: every page (the locations) */
  page?: PageName;
}

// ---- each collection's fields ----

/** A job's pay as Google for Jobs reads it (schema.org unitText): per hour or per year. */
export const SALARY_UNITS = ['HOUR', 'YEAR'] as const;
const dollars = (label: string) => z.number({ error: `${label} must be a number` })
  .positive({ error: `${label} must be more than 0` }).max(10_000_000, { error: `${label} must be at most 10000000` });
/** A base salary: from `min` to `max` US dollars (the same for a fixed rate) per `unit`. */
export const baseSalarySchema = z.object({
  min: dollars('Minimum'),
  max: dollars('Maximum'),
  unit: z.enum(SALARY_UNITS, { error: 'Choose HOUR or YEAR' }),
}).refine((s) => s.max >= s.min, { error: 'Maximum must be at least the minimum', path: ['max'] });
export type BaseSalary = z.infer<typeof baseSalarySchema>;

export const jobOpeningInputSchema = z.object({
  title: requiredText('Title', 200),
  /** The page's address, /jobs/{slug}; empty: made from the title by the database (issue 35). */
  slug: z.string({ error: SLUG_MESSAGE }).trim().max(120, { error: 'Slug must be at most 120 characters' })
    .refine((s) => s === '' || SLUG_PATTERN.test(s), { error: SLUG_MESSAGE }).default(''),
  department: requiredText('Department', 200),
  employmentType: requiredText('Type', 100),
  location: requiredText('Location', 200),
  description: requiredText('Description', 4000),
  /** empty: the day it is saved, New Jersey time */
  datePosted: z.iso.date({ error: 'Date posted must be a date (YYYY-MM-DD)' }).nullable().default(null),
  closesOn: z.iso.date({ error: 'Closing date must be a date (YYYY-MM-DD)' }).nullable().default(null),
  /** none: the page and its JobPosting say nothing of pay */
  baseSalary: baseSalarySchema.nullable().default(null),
  published,
});

export const volunteerRoleInputSchema = z.object({
  title: requiredText('Title', 200),
  timeCommitment: requiredText('Time commitment', 100),
  description: requiredText('Description', 4000),
  skills: list(requiredText('Skill', 100), 'Skills', 12),
  published,
});

export const faqInputSchema = z.object({
  question: requiredText('Question', 300),
  answer: requiredText('Answer', 4000),
  published,
});

export const RESOURCE_CATEGORIES = ['Government', 'Advocacy', 'Support'] as const;
export const externalResourceInputSchema = z.object({
  name: requiredText('Name', 200),
  description: requiredText('Description', 1000),
  url: httpsUrl,
  category: z.enum(RESOURCE_CATEGORIES, { error: 'Choose Government, Advocacy or Support' }),
  published,
});

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Times are HH:MM, 24-hour' });
/** One line of opening hours: open from `opens` to `closes` on `dayOfWeek`, or a note ("Closed"). */
export const openingHoursSchema = z.object({
  days: requiredText('Days', 60),
  dayOfWeek: list(z.enum(WEEKDAYS, { error: 'Choose a day of the week' }), 'Days of the week', 7).min(1, { error: 'Choose at least one day' }),
  opens: time.nullable(),
  closes: time.nullable(),
  note: optionalText('Note', 100),
}).refine((h) => (h.opens === null) === (h.closes === null), { error: 'Give both opening and closing times, or neither', path: ['closes'] })
  .refine((h) => h.opens === null || h.closes! > h.opens, { error: 'Closing time must be after opening time', path: ['closes'] })
  .refine((h) => h.opens !== null || h.note.length > 0, { error: 'Give the hours or a note such as Closed', path: ['note'] });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const locationInputSchema = z.object({
  name: requiredText('Name', 200),
  /** null: the organisation's own (site settings) */
  address: requiredText('Address', 300).nullable().default(null),
  phone: requiredText('Phone', 50).nullable().default(null),
  email: emailSchema.nullable().default(null),
  hours: list(openingHoursSchema, 'Hours', 14),
  isNew: z.boolean({ error: 'New location must be true or false' }).default(false),
  /** What visitors can expect there; its events take it (contract/sensory.ts). */
  sensoryProfile: sensoryProfileFieldSchema,
  published,
});

export const emergencyContactInputSchema = z.object({
  title: requiredText('Title', 200),
  phone: phone('Phone'),
  description: requiredText('Description', 1000),
  published,
});

// An item with a picture may name an image of the media library (issue 33), shown instead of its
// static file when visitors may see it; the public answer carries it as `image`, `logo`, `badge`
// or `photo` (contract/featured-image.ts), null when there is none or it is hidden.
export const heroSlideInputSchema = z.object({
  imageSrc: imageSrc, imageId: featuredImageIdSchema, alt: requiredText('Image description', 300), published,
});

export const partnerInputSchema = z.object({
  name: requiredText('Name', 200),
  logoSrc: imageSrc,
  logoId: featuredImageIdSchema,
  logoWidth: z.number({ error: 'Logo width must be a number' }).int({ error: 'Logo width must be a whole number' })
    .min(16, { error: 'Logo width must be at least 16' }).max(600, { error: 'Logo width must be at most 600' }),
  published,
});

export const accreditationInputSchema = z.object({
  label: requiredText('Label', 100),
  detail: requiredText('Detail', 300),
  badgeSrc: imageSrc,
  badgeId: featuredImageIdSchema,
  published,
});

export const boardMemberInputSchema = z.object({
  name: requiredText('Name', 200),
  role: requiredText('Role', 200),
  bio: optionalText('Biography', 4000).default(''),
  photoId: featuredImageIdSchema,
  published,
});

// ---- the declarations ----

/** Every collection, by its path under /api/admin/content/ and /admin/content/, in the navigation's order. */
export const SITE_COLLECTIONS = {
  jobs: {
    table: 'job_openings', input: jobOpeningInputSchema, casts: { closesOn: 'text', datePosted: 'text' }, singular: 'Job', titleKey: 'title',
    translatable: ['title', 'department', 'employmentType', 'location', 'description'], page: 'get-involved',
  },
  'volunteer-roles': {
    table: 'volunteer_roles', input: volunteerRoleInputSchema, singular: 'Volunteer Role', titleKey: 'title',
    translatable: ['title', 'timeCommitment', 'description', 'skills'], page: 'get-involved',
  },
  faqs: { table: 'faqs', input: faqInputSchema, singular: 'FAQ', titleKey: 'question', translatable: ['question', 'answer'], page: 'resources' },
  resources: {
    table: 'external_resources', input: externalResourceInputSchema, singular: 'Resource', titleKey: 'name', translatable: ['description'],
    page: 'resources',
  },
  'emergency-contacts': {
    table: 'emergency_contacts', input: emergencyContactInputSchema, singular: 'Emergency Contact', titleKey: 'title',
    translatable: ['title', 'description'], page: 'resources',
  },
  // shown on every page (GET /api/site: the footer, the contact page's cards), so no page of its own
  locations: {
    table: 'locations', input: locationInputSchema, singular: 'Location', titleKey: 'name',
    translatable: ['name', 'hours.*.days', 'hours.*.note', ...SENSORY_TRANSLATABLE],
  },
  'hero-slides': {
    table: 'hero_slides', input: heroSlideInputSchema, singular: 'Hero Slide', titleKey: 'alt', translatable: ['alt'],
    image: { idKey: 'imageId', imageKey: 'image', usageKind: 'hero-slide', usageLabel: 'Hero slide' }, page: 'home',
  },
  partners: {
    table: 'partners', input: partnerInputSchema, singular: 'Partner', titleKey: 'name', translatable: [],
    image: { idKey: 'logoId', imageKey: 'logo', usageKind: 'partner', usageLabel: 'Partner logo' }, page: 'home',
  },
  accreditations: {
    table: 'accreditations', input: accreditationInputSchema, singular: 'Accreditation', titleKey: 'label', translatable: ['label', 'detail'],
    image: { idKey: 'badgeId', imageKey: 'badge', usageKind: 'accreditation', usageLabel: 'Accreditation badge' }, page: 'home',
  },
  'board-members': {
    table: 'board_members', input: boardMemberInputSchema, singular: 'Board Member', titleKey: 'name', translatable: ['role', 'bio'],
    image: { idKey: 'photoId', imageKey: 'photo', usageKind: 'board-member', usageLabel: 'Board member photo' }, page: 'about',
  },
} as const satisfies Record<CollectionName, CollectionDeclaration>;

type Declared = typeof SITE_COLLECTIONS;

/** Every collection's name, in the navigation's order. */
export const COLLECTION_NAMES = Object.keys(SITE_COLLECTIONS) as CollectionName[];

/** The library-image keys of collection `name`, or undefined when its rows have no library image. */
export const collectionImage = (name: string): CollectionDeclaration['image'] =>
  isCollectionName(name) ? (SITE_COLLECTIONS[name] as CollectionDeclaration).image : undefined;

/** Each collection's translatable paths, keyed by its name (TRANSLATABLE_PATHS spreads these). */
export const COLLECTION_TRANSLATABLE = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, SITE_COLLECTIONS[name].translatable])) as {
  [C in CollectionName]: Declared[C]['translatable'];
};

/** Every collection's path under /api/admin/content/ and the shape an admin saves. */
export const COLLECTION_INPUTS = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, SITE_COLLECTIONS[name].input])) as {
  [C in CollectionName]: Declared[C]['input'];
};

/** The collection tables (each a cache tag, site/cache-tags.ts). */
export type CollectionTable = Declared[CollectionName]['table'];

/** The collections page `P` shows, in the navigation's order. */
export type CollectionsOn<P extends PageName> = { [C in CollectionName]: Declared[C] extends { page: P } ? C : never }[CollectionName];

/** The collections each page shows next to its document (GET /api/pages/{page}), from their declarations. */
export const collectionsOn = <P extends PageName>(page: P): CollectionsOn<P>[] =>
  COLLECTION_NAMES.filter((name): name is CollectionsOn<P> => (SITE_COLLECTIONS[name] as CollectionDeclaration).page === page);

/** A saved row: its fields plus identity, order and version. */
export type Item<S extends z.ZodType> = z.output<S> & { id: string; position: number; version: number; updatedAt: string };

/** A collection's row as /api answers it: its fields, identity, order and version, and its library image as visitors see it. */
export type CollectionRow<C extends CollectionName> = Item<Declared[C]['input']> &
  (Declared[C] extends { image: { imageKey: infer K extends string } } ? { [_ in K]: FeaturedImage | null } : unknown);

/** The collections whose rows may show a library image. */
export const COLLECTIONS_WITH_IMAGES = COLLECTION_NAMES.filter((name) => collectionImage(name));

/** How the Media Library names an image's use by a collection's row ('board-member'). */
export type CollectionImageUsage = { [C in CollectionName]: Declared[C] extends { image: { usageKind: infer K extends string } } ? K : never }[CollectionName];
