// GET /api/blog, GET /api/blog/{slug}
import { z } from 'zod';
import { timestampSchema } from './common.ts';

export const blogCategorySchema = z.enum([
  'organization-news',
  'success-stories',
  'industry-insights',
  'events-activities',
]);
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** List items leave out `content`; the detail call carries it. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  category: blogCategorySchema.nullable(),
  publishedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogListSchema = z.array(blogPostSummarySchema);

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Plain text with line breaks; the page splits it into paragraphs. */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
