// /api/notification-recipients (admin only)
import { z } from 'zod';
import { emailSchema, timestampSchema } from './common.ts';

export const recipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  createdAt: timestampSchema,
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.array(recipientSchema);

export const createRecipientSchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(200),
  email: emailSchema,
  active: z.boolean({ error: 'Invalid input' }).default(true),
});
export type CreateRecipient = z.infer<typeof createRecipientSchema>;
export type CreateRecipientValues = z.input<typeof createRecipientSchema>;

export const updateRecipientSchema = z.object({
  active: z.boolean({ error: 'Invalid input' }),
});
export type UpdateRecipient = z.infer<typeof updateRecipientSchema>;
