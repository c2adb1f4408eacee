// POST /api/contact (public), GET /api/contact and PATCH /api/contact/{id}/status (admin)
import { z } from 'zod';
import { emailSchema, honeypotSchema, optionalTextSchema, requiredTextSchema, timestampSchema } from './common.ts';
import { humanCheckSchema } from './human-check.ts';

export const contactRequestSchema = z.object({
  name: requiredTextSchema(2, 200, 'Name must be at least 2 characters'),
  email: emailSchema,
  phone: optionalTextSchema(40),
  subject: requiredTextSchema(5, 300, 'Subject must be at least 5 characters'),
  message: requiredTextSchema(10, 10000, 'Message must be at least 10 characters'),
  website: honeypotSchema,
  altcha: humanCheckSchema,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactFormValues = z.input<typeof contactRequestSchema>;

/** 201 answer of POST /api/contact. */
export const contactCreatedSchema = z.object({ message: z.string() });
export type ContactCreated = z.infer<typeof contactCreatedSchema>;

export const contactStatusSchema = z.enum(['unread', 'read', 'responded'], {
  error: 'Status must be one of unread, read, responded',
});
export type ContactStatus = z.infer<typeof contactStatusSchema>;

export const contactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  createdAt: timestampSchema,
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
export const contactListSchema = z.array(contactSubmissionSchema);

export const contactStatusUpdateSchema = z.object({ status: contactStatusSchema });
export type ContactStatusUpdate = z.infer<typeof contactStatusUpdateSchema>;
