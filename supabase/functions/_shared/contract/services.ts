// GET /api/services, GET /api/services/{slug}
import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { featuredImageSchema } from './featured-image.ts';

export const KEY_COMPONENTS_MESSAGE =
  "keyComponents must be a valid JSON array of objects with 'name' and 'description' properties";

export const keyComponentSchema = z.object({
  name: z.string({ error: KEY_COMPONENTS_MESSAGE }).trim().min(1, { error: KEY_COMPONENTS_MESSAGE }),
  description: z.string({ error: KEY_COMPONENTS_MESSAGE }).trim().min(1, { error: KEY_COMPONENTS_MESSAGE }),
});
export type KeyComponent = z.infer<typeof keyComponentSchema>;

export const keyComponentsSchema = z.array(keyComponentSchema, { error: KEY_COMPONENTS_MESSAGE });

export const serviceListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Absent from older answers (and the stand-ins' fixtures): no image. */
  featuredImage: featuredImageSchema.nullable().optional(),
});
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;
export const serviceListSchema = z.array(serviceListItemSchema);

export const serviceDetailSchema = serviceListItemSchema.extend({
  overview: z.string(),
  approach: z.string(),
  keyComponents: keyComponentsSchema,
  staffTraining: z.string(),
  goals: z.string(),
  commitment: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;
