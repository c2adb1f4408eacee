// POST /api/newsletter (public), GET /api/newsletter (admin)
import { z } from 'zod';
import { emailSchema, honeypotSchema, timestampSchema } from './common.ts';

export const newsletterRequestSchema = z.object({
  email: emailSchema,
  website: honeypotSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** 201 answer; a repeated signup answers the same. */
export const newsletterSubscribedSchema = z.object({ message: z.string() });
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;

export const newsletterSignupSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: timestampSchema,
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
export const newsletterListSchema = z.array(newsletterSignupSchema);
