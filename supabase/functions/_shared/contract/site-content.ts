// The site's own content (issue 32): the settings row, one document per page and the
// collections, as /api serves them (GET /api/site, GET /api/pages/{page}) and as the admin
// area saves them (/api/admin/content/...). Plain text only: a paragraph is a string, several
// are an array of strings; never HTML. In texts, {name}, {phone}, {email}, {address},
// {counties} and {countyCount} stand for the settings' values (src/lib/site-content.ts).
// The field limits are the database's CHECKs (supabase/migrations/20261126200100_site_content.sql).
import { z } from 'zod';
import { collectionsOn, type CollectionName, type CollectionRow, type CollectionsOn } from './collections.ts';
import { emailSchema } from './common.ts';
import { httpsUrl, list, paragraphs, phone, requiredText, optionalText } from './content-fields.ts';
import { PAGE_NAMES, type PageName } from './page-names.ts';

/** New Jersey's 21 counties: a service county is one of these. */
export const NJ_COUNTIES = [
  'Atlantic', 'Bergen', 'Burlington', 'Camden', 'Cape May', 'Cumberland', 'Essex', 'Gloucester', 'Hudson', 'Hunterdon',
  'Mercer', 'Middlesex', 'Monmouth', 'Morris', 'Ocean', 'Passaic', 'Salem', 'Somerset', 'Sussex', 'Union', 'Warren',
] as const;
export const COUNTY_MESSAGE = 'Please choose a New Jersey county';
export const countySchema = z.enum(NJ_COUNTIES, { error: COUNTY_MESSAGE });

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


// ---- collections: declared in collections.ts ----

export type JobOpening = CollectionRow<'jobs'>;
export type VolunteerRole = CollectionRow<'volunteer-roles'>;
export type Faq = CollectionRow<'faqs'>;
export type ExternalResource = CollectionRow<'resources'>;
export type Location = CollectionRow<'locations'>;
export type EmergencyContact = CollectionRow<'emergency-contacts'>;
export type HeroSlide = CollectionRow<'hero-slides'>;
export type Partner = CollectionRow<'partners'>;
export type Accreditation = CollectionRow<'accreditations'>;
export type BoardMember = CollectionRow<'board-members'>;

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
} as const satisfies Record<PageName, z.ZodType>;
export type { PageName };
export type PageDocument<P extends PageName> = z.output<(typeof PAGE_DOCUMENTS)[P]>;
export type PolicyDocument = z.output<typeof policyDocumentSchema>;

/** An edited document or settings body, with the version it was edited from. */
export const documentSaveSchema = <S extends z.ZodType>(body: S) => z.object({ body, version: versionSchema });

// ---- public answers ----

/** GET /api/site: what every page shows (header, footer, the organisation's JSON-LD) and the contact page. */
export type SiteContent = { settings: SiteSettings; locations: Location[] };

/** The collections each page shows next to its document (GET /api/pages/{page}): each collection's `page` (collections.ts). */
export const PAGE_COLLECTIONS = Object.fromEntries(PAGE_NAMES.map((page) => [page, collectionsOn(page) as readonly CollectionName[]])) as {
  [P in PageName]: readonly CollectionsOn<P>[];
};

export type PageContent<P extends PageName> = {
  document: PageDocument<P>;
  collections: { [C in CollectionsOn<P>]: CollectionRow<C>[] };
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
