// POST /api/donations (public), GET /api/donations/status (public), POST /api/stripe/webhook
// (Stripe only). Money travels as integer cents; the donor form speaks dollars.
import { z } from 'zod';
import { emailSchema, optionalTextSchema } from './common.ts';
import { humanCheckSchema } from './human-check.ts';
import {
  AMOUNT_TOO_LARGE_MESSAGE,
  DEDICATION_KINDS,
  DEDICATION_NAME_MESSAGE,
  DONATION_FREQUENCIES,
  EMAIL_REQUIRED_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  MAX_DONATION_CENTS,
  MIN_DONATION_CENTS,
} from './donation-rules.ts';

export * from './donation-rules.ts';

/** Whole cents between $1 and the ceiling. */
export const amountCentsSchema = z
  .number({ error: INVALID_AMOUNT_MESSAGE })
  .int({ error: INVALID_AMOUNT_MESSAGE })
  .min(MIN_DONATION_CENTS, { error: INVALID_AMOUNT_MESSAGE })
  .max(MAX_DONATION_CENTS, { error: AMOUNT_TOO_LARGE_MESSAGE });

/** The donor's e-mail: an empty one gets SPEC §5's 'receipt' wording, a malformed one §5's e-mail message. */
export const donorEmailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE })
  .pipe(emailSchema);

export const donationFrequencySchema = z.enum(DONATION_FREQUENCIES, { error: 'Choose a one-time or a monthly gift' });

/** 'In honor of' / 'In memory of' a name, and optionally someone to tell (never the amount). */
export const dedicationSchema = z.object({
  kind: z.enum(DEDICATION_KINDS, { error: 'Choose in honor of or in memory of' }),
  name: z.string({ error: DEDICATION_NAME_MESSAGE }).trim().min(1, { error: DEDICATION_NAME_MESSAGE }).max(200, { error: 'Must be at most 200 characters' }),
  notifyEmail: z.union([z.literal('').transform(() => undefined), emailSchema]).optional(),
});
export type Dedication = z.output<typeof dedicationSchema>;

export const donationRequestSchema = z.object({
  /** The gift itself; covering the fee adds processingFeeCents(amountCents) on the server. */
  amountCents: amountCentsSchema,
  coverFee: z.boolean({ error: 'Invalid input' }).default(false),
  dedication: dedicationSchema.optional(),
  frequency: donationFrequencySchema.default('one-time'),
  donorName: optionalTextSchema(200),
  donorEmail: donorEmailSchema,
  /** Chosen by the browser once per attempt; a retried request reuses it (idempotency). */
  attemptId: z.uuid({ error: 'Invalid donation attempt id' }),
  altcha: humanCheckSchema,
});
export type DonationRequest = z.input<typeof donationRequestSchema>;

/** 201 answer: what the payment step needs. */
export const donationCreatedSchema = z.object({
  donationId: z.string(),
  clientSecret: z.string(),
  /** What will be charged: the gift, plus the fee when the donor covers it. */
  amountCents: z.number().int(),
  frequency: donationFrequencySchema,
});
export type DonationCreated = z.infer<typeof donationCreatedSchema>;

export const paymentIntentIdSchema = z
  .string({ error: 'Invalid payment reference' })
  .regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: 'Invalid payment reference' });

/** GET /api/donations/status?paymentIntent=pi_…: the provider's view, for the return page. */
export const donationStatusSchema = z.object({
  status: z.enum(['succeeded', 'processing', 'failed', 'canceled', 'pending']),
  amountCents: z.number().int(),
  frequency: donationFrequencySchema,
  /** The provider's explanation of a failed payment. */
  message: z.string().nullable(),
});
export type DonationStatus = z.infer<typeof donationStatusSchema>;
