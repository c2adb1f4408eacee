// GET /api/blog, GET /api/blog/{slug}
import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { featuredImageSchema } from './featured-image.ts';

export const blogCategorySchema = z.enum([
  'organization-news',
  'success-stories',
  'industry-insights',
  'events-activities',
]);
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** The fields of a post a list card shows: a post without its `content`. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  category: blogCategorySchema.nullable(),
  publishedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** Absent from older answers (and the stand-ins' fixtures): no image. */
  featuredImage: featuredImageSchema.nullable().optional(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** SPEC §3's blog post (id, slug, title, excerpt, content, createdAt, updatedAt) and more. */
export const blogPostSchema = blogPostSummarySchema.extend({
  /** Plain text with line breaks; the page splits it into paragraphs. */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blog answers whole posts, as GET /api/blog/{slug} does (SPEC §3, §7). */
export const blogListSchema = z.array(blogPostSchema);

/**
 * What the blog list page reads of GET /api/blog: parsing with it drops each post's content,
 * which the cards do not show, so the page's query cache holds only what it renders.
 */
export const blogSummaryListSchema = z.array(blogPostSummarySchema);
