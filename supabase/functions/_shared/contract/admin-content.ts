// /api/admin/blog, /api/admin/events, /api/admin/services: content management for admins (the routes
// derive from contract/content-types.ts). Create = POST, edit = PUT /:id with the version it was
// edited from (a stale one answers 409 {error, current}), History = GET /:id/revisions, restore =
// POST /:id/revisions/:revisionId/restore {version}, publish/unpublish = PATCH /:id/published, delete = DELETE /:id
// (an event families registered for answers 409: POST /api/admin/events/:id/cancel instead), plus
// an event's registrations at GET /api/admin/events/:id/registrations. A post or event may carry
// publishAt: published, it goes public at that instant (entered in New Jersey time by the form).
import { z } from 'zod';
import { optionalTextSchema, timestampSchema } from './common.ts';
import { blogCategorySchema } from './blog.ts';
import { eventSeriesRefSchema, eventStatusSchema } from './events.ts';
import { keyComponentsSchema } from './services.ts';
import { featuredImageIdSchema } from './featured-image.ts';
import { sensoryProfileFieldSchema, sensoryProfileSchema, UNKNOWN_LOCATION } from './sensory.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug may contain only lowercase letters, numbers and single hyphens';
export const SLUG_TAKEN_MESSAGE = 'That slug is already in use';

/** 'Family Fun Day: Spring 2027!' → 'family-fun-day-spring-2027' (accents dropped, max 120). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const title = z.string({ error: 'Title is required' }).trim().min(3, { error: 'Title must be at least 3 characters' })
  .max(200, { error: 'Title must be at most 200 characters' });
/** An empty slug means "generate it from the title". */
const slug = z.string({ error: SLUG_MESSAGE }).trim().max(120, { error: 'Slug must be at most 120 characters' })
  .refine((s) => s === '' || SLUG_PATTERN.test(s), { error: SLUG_MESSAGE }).optional();
const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
const dateTime = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: `${label} must be a valid date and time` });
const optionalDateTime = (label: string) =>
  z.string().trim().refine((s) => s === '' || !Number.isNaN(Date.parse(s)), { error: `${label} must be a valid date and time` })
    .nullable().optional();

/** When a published post or event goes public; empty or absent: at once. */
const publishAt = optionalDateTime('Publish date')

export const publishRequestSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

// ---- blog posts ----
export const blogPostInputSchema = z.object({
  title,
  slug,
  excerpt: optionalTextSchema(1000).default(''),
  content: required('Content', 50000),
  category: blogCategorySchema.default('organization-news'),
  published: z.boolean().default(false),
  publishAt,
  featuredImageId: featuredImageIdSchema,
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;

export const adminBlogPostSchema = z.object({
  id: z.string(), version: z.number().int(), slug: z.string(), title: z.string(), excerpt: z.string(), content: z.string(),
  category: blogCategorySchema, published: z.boolean(), publishedAt: timestampSchema.nullable(),
  publishAt: timestampSchema.nullable(), createdAt: timestampSchema, updatedAt: timestampSchema,
  featuredImageId: z.string().nullable().optional(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogListSchema = z.array(adminBlogPostSchema);

// ---- events ----
export const eventInputSchema = z.object({
  title,
  slug,
  description: required('Description', 10000),
  location: required('Location', 300),
  eventDate: dateTime('Event date'),
  endDate: optionalDateTime('End date'),
  registrationDeadline: optionalDateTime('Registration deadline'),
  maxCapacity: z.number({ error: 'Capacity must be a number' }).int({ error: 'Capacity must be a whole number' })
    .min(1, { error: 'Capacity must be at least 1' }).max(100000).nullable().optional(),
  published: z.boolean().default(false),
  publishAt,
  featuredImageId: featuredImageIdSchema,
  /** The location whose sensory and access profile the event takes (its own fields override it). */
  locationId: z.uuid({ error: UNKNOWN_LOCATION }).nullable().default(null),
  sensoryProfile: sensoryProfileFieldSchema,
}).refine((v) => !v.endDate || Date.parse(v.endDate) >= Date.parse(v.eventDate),
  { error: 'End date must be after the start', path: ['endDate'] });
export type EventInput = z.infer<typeof eventInputSchema>;

export const adminEventSchema = z.object({
  id: z.string(), version: z.number().int(), slug: z.string(), title: z.string(), description: z.string(), location: z.string(),
  eventDate: timestampSchema, endDate: timestampSchema.nullable(), registrationDeadline: timestampSchema.nullable(),
  maxCapacity: z.number().int().nullable(), published: z.boolean(), status: eventStatusSchema,
  publishAt: timestampSchema.nullable(),
  featuredImageId: z.string().nullable().optional(),
  locationId: z.string().nullable().optional(),
  sensoryProfile: sensoryProfileSchema.nullable().optional(),
  /** When staff cancelled the event (its families were e-mailed), or null. */
  cancelledAt: timestampSchema.nullable(),
  /** Confirmed attendees plus their guests. */
  seatsTaken: z.number().int(),
  /** Seats free to register: capacity − taken − held by waitlist offers (null: no capacity). */
  seatsLeft: z.number().int().nullable(),
  registrationCount: z.number().int(),
  /** Seats held for families offered them from the waitlist. */
  seatsHeld: z.number().int(),
  /** Families waiting or offered seats. */
  waitlistCount: z.number().int(),
  /** The series this date belongs to (issue 61; absent or null: a single event), for the list's badge and "this and following". */
  series: eventSeriesRefSchema.nullable().optional(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.array(adminEventSchema);

export const registrationRowSchema = z.object({
  id: z.string(), attendeeName: z.string(), attendeeEmail: z.string(), attendeePhone: z.string().nullable(),
  numberOfGuests: z.number().int(), specialRequests: z.string().nullable(), accommodations: z.string().nullable(),
  status: z.string(), createdAt: timestampSchema,
  /** When the family arrived (the door list's check-in), or null. */
  checkedInAt: timestampSchema.nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;
export const registrationListSchema = z.array(registrationRowSchema);

// ---- services ----
export const serviceInputSchema = z.object({
  title,
  slug,
  description: required('Description', 1000),
  overview: required('Overview', 10000),
  approach: required('Approach', 10000),
  keyComponents: keyComponentsSchema.min(1, { error: 'Add at least one key component' }),
  staffTraining: required('Staff training', 10000),
  goals: required('Goals', 10000),
  commitment: required('Commitment', 10000),
  published: z.boolean().default(true),
  featuredImageId: featuredImageIdSchema,
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export type ServiceFormValues = z.input<typeof serviceInputSchema>;

export const adminServiceSchema = serviceInputSchema.omit({ slug: true, published: true, featuredImageId: true }).extend({
  id: z.string(), version: z.number().int(), slug: z.string(), published: z.boolean(), createdAt: timestampSchema, updatedAt: timestampSchema,
  featuredImageId: z.string().nullable().optional(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServiceListSchema = z.array(adminServiceSchema);

// The door list: GET /api/admin/events/:id/waitlist, PUT …/registrations/:rid/check-in,
// POST …/registrations/:rid/cancel, POST …/waitlist/:wid/offer, DELETE …/waitlist/:wid.
export const waitlistRowSchema = z.object({
  id: z.string(), attendeeName: z.string(), attendeeEmail: z.string(), attendeePhone: z.string().nullable(),
  numberOfGuests: z.number().int(), specialRequests: z.string().nullable(), accommodations: z.string().nullable(),
  /** waiting, offered (seats held until offerExpiresAt) or expired (offer not claimed). */
  status: z.enum(['waiting', 'offered', 'expired']),
  offerExpiresAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type WaitlistRow = z.infer<typeof waitlistRowSchema>;
export const waitlistListSchema = z.array(waitlistRowSchema);

/** DELETE answers and POST /api/admin/events/:id/cancel: what happened, in the staff's words. */
export const contentActionResponseSchema = z.object({ message: z.string() });
export const EVENT_HAS_FAMILIES = 'This event has registrations, so it cannot be deleted. Cancel the event instead: its families will be e-mailed.';

export const checkInRequestSchema = z.object({ checkedIn: z.boolean({ error: 'checkedIn must be true or false' }) });
export const checkInResponseSchema = z.object({ checkedInAt: timestampSchema.nullable() });
