// The site's own content (issue 32): the settings row, one document per page and the
// collections, as /api serves them (GET /api/site, GET /api/pages/{page}) and as the admin
// area saves them (/api/admin/content/...). Plain text only: a paragraph is a string, several
// are an array of strings; never HTML. In texts, {name}, {phone}, {email}, {address},
// {counties} and {countyCount} stand for the settings' values (src/lib/site-content.ts).
// The field limits are the database's CHECKs (supabase/migrations/20261126200100_site_content.sql).
import { z } from 'zod';
import { SLUG_MESSAGE, SLUG_PATTERN } from './admin-content.ts';
import { type CollectionName } from './collections.ts';
import { emailSchema } from './common.ts';
import { featuredImageIdSchema, type FeaturedImage } from './featured-image.ts';
import { sensoryProfileFieldSchema } from './sensory.ts';

// ---- field helpers, with SPEC-style messages ----

export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} must be at most ${max} characters` });

export const HTTPS_MESSAGE = 'Please enter a web address starting with https://';
export const httpsUrl = z.string({ error: HTTPS_MESSAGE }).trim().max(500, { error: 'Web address must be at most 500 characters' })
  .regex(/^https:\/\/[^\s/$.?#][^\s]*$/, { error: HTTPS_MESSAGE });

/** An image of the site itself (/images/…) or one on another https:// address. */
const imageSrc = z.string({ error: 'Image is required' }).trim().min(1, { error: 'Image is required' })
  .max(500, { error: 'Image address must be at most 500 characters' })
  .regex(/^(\/[^\s/][^\s]*|https:\/\/[^\s]+)$/, { error: 'Image must be a site path (/images/…) or start with https://' });

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, { error: `${label} must be a list` }).max(max, { error: `${label} may have at most ${max} entries` });

const paragraphs = (label: string, max: number) =>
  list(requiredText(label, 4000), label, max).min(1, { error: `${label} needs at least one paragraph` });

/** New Jersey's 21 counties: a service county is one of these. */
export const NJ_COUNTIES = [
  'Atlantic', 'Bergen', 'Burlington', 'Camden', 'Cape May', 'Cumberland', 'Essex', 'Gloucester', 'Hudson', 'Hunterdon',
  'Mercer', 'Middlesex', 'Monmouth', 'Morris', 'Ocean', 'Passaic', 'Salem', 'Somerset', 'Sussex', 'Union', 'Warren',
] as const;
export const COUNTY_MESSAGE = 'Please choose a New Jersey county';
export const countySchema = z.enum(NJ_COUNTIES, { error: COUNTY_MESSAGE });

const phone = (label: string) => requiredText(label, 50);
const year = (label: string) => z.number({ error: `${label} must be a year` }).int({ error: `${label} must be a year` })
  .min(1900, { error: `${label} must be a year` }).max(2100, { error: `${label} must be a year` });

// ---- site settings ----

export const statSchema = z.object({ value: requiredText('Value', 20), label: requiredText('Label', 60) });
export type Stat = z.infer<typeof statSchema>;
const stats = list(statSchema, 'Statistics', 8);

export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'YouTube'] as const;

export const siteSettingsSchema = z.object({
  name: requiredText('Organisation name', 120),
  shortName: requiredText('Short name', 60),
  tagline: requiredText('Tagline', 200),
  description: requiredText('Description', 400),
  keywords: optionalText('Keywords', 500),
  foundedYear: year('Founded year'),
  nonprofitYear: year('Non-profit year'),
  copyrightYear: year('Copyright year'),
  phones: z.object({ main: phone('Main phone'), cell: phone('Cell phone'), crisis: phone('Crisis line') }),
  emails: z.object({
    info: emailSchema, careers: emailSchema, volunteer: emailSchema, partnerships: emailSchema,
    sponsorship: emailSchema, donations: emailSchema, housing: emailSchema, bayonne: emailSchema,
  }),
  address: z.object({
    street: requiredText('Street', 200), city: requiredText('City', 100),
    state: z.string().trim().regex(/^[A-Z]{2}$/, { error: 'State must be two capital letters' }),
    zip: z.string().trim().regex(/^\d{5}(-\d{4})?$/, { error: 'Please enter a 5-digit ZIP code' }),
  }),
  socialLinks: list(z.object({ name: z.enum(SOCIAL_NETWORKS, { error: 'Choose a social network' }), href: httpsUrl }), 'Social links', 5),
  serviceCounties: list(countySchema, 'Service counties', NJ_COUNTIES.length).min(1, { error: 'Choose at least one county' })
    .refine((c) => new Set(c).size === c.length, { error: 'Each county may appear only once' }),
  statistics: z.object({ home: stats, about: stats, donate: stats }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;


// ---- collections: what an admin saves (`published` included; position is set by reorder) ----

const published = z.boolean({ error: 'Published must be true or false' }).default(true);

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

/** Every collection: its path under /api/admin/content/ and the shape an admin saves. */
export const COLLECTION_INPUTS = {
  jobs: jobOpeningInputSchema,
  'volunteer-roles': volunteerRoleInputSchema,
  faqs: faqInputSchema,
  resources: externalResourceInputSchema,
  locations: locationInputSchema,
  'emergency-contacts': emergencyContactInputSchema,
  'hero-slides': heroSlideInputSchema,
  partners: partnerInputSchema,
  accreditations: accreditationInputSchema,
  'board-members': boardMemberInputSchema,
} as const satisfies Record<CollectionName, z.ZodObject>;
export type { CollectionName };

/** A saved row: its fields plus identity, order and version. */
export type Item<S extends z.ZodType> = z.output<S> & { id: string; position: number; version: number; updatedAt: string };
export type JobOpening = Item<typeof jobOpeningInputSchema>;
export type VolunteerRole = Item<typeof volunteerRoleInputSchema>;
export type Faq = Item<typeof faqInputSchema>;
export type ExternalResource = Item<typeof externalResourceInputSchema>;
export type Location = Item<typeof locationInputSchema>;
export type EmergencyContact = Item<typeof emergencyContactInputSchema>;
export type HeroSlide = Item<typeof heroSlideInputSchema> & { image: FeaturedImage | null };
export type Partner = Item<typeof partnerInputSchema> & { logo: FeaturedImage | null };
export type Accreditation = Item<typeof accreditationInputSchema> & { badge: FeaturedImage | null };
export type BoardMember = Item<typeof boardMemberInputSchema> & { photo: FeaturedImage | null };

/** Saving an existing row, a document or the settings names the version it was edited from. */
export const versionSchema = z.number({ error: 'version is required' }).int().min(1, { error: 'version is required' });
export const CONFLICT_MESSAGE = 'Someone else saved this; reload to see their changes';
export const reorderRequestSchema = z.object({
  ids: z.array(z.uuid({ error: 'Invalid id' }), { error: 'ids must be a list' }).min(1).max(500),
});
export const restoreRequestSchema = z.object({ version: versionSchema });

// ---- page documents ----

const titled = (max: number) => z.object({ title: requiredText('Title', 200), text: requiredText('Text', max) });

export const homeDocumentSchema = z.object({
  hero: titled(400),
  commitment: titled(1000),
  values: list(titled(300), 'Values', 8),
});

export const aboutDocumentSchema = z.object({
  mission: requiredText('Mission', 1000),
  vision: requiredText('Vision', 1000),
  history: paragraphs('History', 12),
  coreValues: list(z.object({ title: requiredText('Title', 100), description: requiredText('Description', 400) }), 'Core values', 8),
  boardNote: requiredText('Board note', 1000),
});

export const PARTNERSHIP_ICONS = ['building', 'health', 'community'] as const;
export const getInvolvedDocumentSchema = z.object({
  partnershipTypes: list(z.object({
    icon: z.enum(PARTNERSHIP_ICONS, { error: 'Choose an icon' }),
    title: requiredText('Title', 100),
    description: requiredText('Description', 1000),
    benefits: list(requiredText('Benefit', 200), 'Benefits', 8),
  }), 'Partnership types', 6),
});

export const resourcesDocumentSchema = z.object({
  eligibilityGroups: list(z.object({ title: requiredText('Title', 100), items: list(requiredText('Item', 300), 'Items', 12) }), 'Eligibility', 6),
  applicationSteps: list(z.object({ title: requiredText('Title', 100), description: requiredText('Description', 400) }), 'Application steps', 12),
});

export const donateDocumentSchema = z.object({
  sponsorTiers: list(z.object({
    name: requiredText('Name', 60),
    amount: z.number({ error: 'Amount must be a number' }).int({ error: 'Amount must be whole dollars' })
      .min(1, { error: 'Amount must be at least $1' }).max(1_000_000, { error: 'Amount must be at most $1,000,000' }),
    mostPopular: z.boolean(),
    benefits: list(requiredText('Benefit', 200), 'Benefits', 10),
  }), 'Sponsorship tiers', 6),
  inKindItems: list(requiredText('Item', 200), 'In-kind items', 20),
  inKindServices: list(requiredText('Service', 200), 'In-kind services', 20),
});

const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
export const policyDocumentSchema = z.object({
  title: requiredText('Title', 100),
  updated: isoDate('Last updated'),
  intro: requiredText('Introduction', 2000),
  sections: list(z.object({ heading: requiredText('Heading', 200), paragraphs: paragraphs('Paragraph', 12) }), 'Sections', 30),
});

export const accessibilityDocumentSchema = z.object({
  lastReviewed: isoDate('Last reviewed'),
  responseTime: requiredText('Response time', 100),
  commitment: requiredText('Commitment', 2000),
  conformance: requiredText('Conformance', 2000),
  measures: list(requiredText('Measure', 1000), 'Measures', 20),
  technologies: list(requiredText('Technology', 60), 'Technologies', 12),
  limitations: list(z.object({ title: requiredText('Title', 200), detail: requiredText('Detail', 1000) }), 'Limitations', 12),
  compatibility: requiredText('Compatibility', 2000),
  assessment: requiredText('Assessment', 2000),
});

export const PAGE_DOCUMENTS = {
  home: homeDocumentSchema,
  about: aboutDocumentSchema,
  'get-involved': getInvolvedDocumentSchema,
  resources: resourcesDocumentSchema,
  donate: donateDocumentSchema,
  privacy: policyDocumentSchema,
  terms: policyDocumentSchema,
  accessibility: accessibilityDocumentSchema,
} as const;
export type PageName = keyof typeof PAGE_DOCUMENTS;
export type PageDocument<P extends PageName> = z.output<(typeof PAGE_DOCUMENTS)[P]>;
export type PolicyDocument = z.output<typeof policyDocumentSchema>;

/** An edited document or settings body, with the version it was edited from. */
export const documentSaveSchema = <S extends z.ZodType>(body: S) => z.object({ body, version: versionSchema });

// ---- public answers ----

/** GET /api/site: what every page shows (header, footer, the organisation's JSON-LD) and the contact page. */
export type SiteContent = { settings: SiteSettings; locations: Location[] };

/** The collections each page shows next to its document (GET /api/pages/{page}). */
export const PAGE_COLLECTIONS = {
  home: ['hero-slides', 'partners', 'accreditations'],
  about: ['board-members'],
  'get-involved': ['jobs', 'volunteer-roles'],
  resources: ['faqs', 'resources', 'emergency-contacts'],
  donate: [],
  privacy: [],
  terms: [],
  accessibility: [],
} as const satisfies Record<PageName, readonly CollectionName[]>;

type CollectionItem = {
  jobs: JobOpening; 'volunteer-roles': VolunteerRole; faqs: Faq; resources: ExternalResource; locations: Location;
  'emergency-contacts': EmergencyContact; 'hero-slides': HeroSlide; partners: Partner; accreditations: Accreditation;
  'board-members': BoardMember;
};
export type PageContent<P extends PageName> = {
  document: PageDocument<P>;
  collections: { [C in (typeof PAGE_COLLECTIONS)[P][number]]: CollectionItem[C][] };
};

/** One saved version of a row, document or the settings (GET …/revisions). */
export type Revision = {
  id: number;
  action: 'insert' | 'update' | 'delete';
  changedAt: string;
  changedBy: string | null;
  version: number;
  data: Record<string, unknown>;
};
