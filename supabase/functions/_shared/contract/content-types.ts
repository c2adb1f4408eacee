// The content types with their own addresses and bespoke fields (issue 59): blog posts, services
// and events, each declared once. The server's routes (/api/admin/{area}: list, create, save at a
// version, publish, delete, History and restore) and its table map derive from this, as do the
// translatable paths (translations.ts). Event-only actions (cancel, the door list, the waitlist)
// stay in their own router.
import type { z } from 'zod';
import { SENSORY_TRANSLATABLE } from './sensory-terms.ts';
import { blogPostInputSchema, eventInputSchema, serviceInputSchema } from './admin-content.ts';

export interface ContentTypeDeclaration {
  /** the admin path segment: /api/admin/{area} */
  area: string;
  table: 'blog_posts' | 'services' | 'events';
  /** what an admin saves (without the version it was edited from) */
  input: z.ZodObject;
  /** the texts a Spanish translation may hold (paths in the English answer) */
  translatable: readonly string[];
  /** the library image fields (checked to exist, and to be public on published content) */
  imageFields: readonly string[];
  /** fields sent as date-time text and stored as instants (empty: none) */
  instants: readonly string[];
  notFound: string;
  deleted: string;
}

export const CONTENT_TYPES = {
  posts: {
    area: 'blog', table: 'blog_posts', input: blogPostInputSchema,
    translatable: ['title', 'excerpt', 'content'], imageFields: ['featuredImageId'], instants: ['publishAt'],
    notFound: 'Blog post not found', deleted: 'Post deleted.',
  },
  services: {
    area: 'services', table: 'services', input: serviceInputSchema,
    translatable: ['title', 'description', 'overview', 'approach', 'keyComponents.*.name', 'keyComponents.*.description', 'staffTraining', 'goals', 'commitment'],
    imageFields: ['featuredImageId'], instants: [], notFound: 'Service not found', deleted: 'Service deleted.',
  },
  events: {
    area: 'events', table: 'events', input: eventInputSchema,
    translatable: ['title', 'description', 'location', ...SENSORY_TRANSLATABLE], imageFields: ['featuredImageId'],
    instants: ['eventDate', 'endDate', 'registrationDeadline', 'publishAt'], notFound: 'Event not found', deleted: 'Event deleted.',
  },
} as const satisfies Record<string, ContentTypeDeclaration>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
