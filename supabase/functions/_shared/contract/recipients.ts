// /api/notification-recipients (admin only)
import { z } from 'zod';
import { emailSchema, timestampSchema } from './common.ts';

/** What a recipient is told of (issue 35): contact messages, job and general applications, volunteer applications. */
export const RECIPIENT_TOPICS = ['contact', 'careers', 'volunteering'] as const;
export const recipientTopicSchema = z.enum(RECIPIENT_TOPICS, { error: 'Choose what this recipient is told of' });
export type RecipientTopic = z.infer<typeof recipientTopicSchema>;
export const RECIPIENT_TOPIC_LABELS: Record<RecipientTopic, string> = {
  contact: 'Contact messages', careers: 'Job applications', volunteering: 'Volunteer applications',
};
const topicsSchema = z.array(recipientTopicSchema).max(3).refine((t) => new Set(t).size === t.length, { error: 'Each topic once' });

export const recipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** Absent from answers made before issue 35: contact messages only. */
  topics: z.array(recipientTopicSchema).default(['contact']),
  createdAt: timestampSchema,
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.array(recipientSchema);

export const createRecipientSchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(200),
  email: emailSchema,
  active: z.boolean({ error: 'Invalid input' }).default(true),
  topics: topicsSchema.default(['contact']),
});
export type CreateRecipient = z.infer<typeof createRecipientSchema>;
export type CreateRecipientValues = z.input<typeof createRecipientSchema>;

export const updateRecipientSchema = z
  .object({
    active: z.boolean({ error: 'Invalid input' }).optional(),
    topics: topicsSchema.optional(),
  })
  .refine((v) => v.active !== undefined || v.topics !== undefined, { error: 'Invalid input' });
export type UpdateRecipient = z.infer<typeof updateRecipientSchema>;
