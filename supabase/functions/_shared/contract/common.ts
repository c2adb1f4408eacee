// Shared pieces of the /api contract. zod only: the SPA imports these files too.
import { z } from 'zod';

/** Every error answer carries `error`; validation failures add `fieldErrors`. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
  /** 409 "full" on event registration and 429 answers add details. */
  seatsLeft: z.number().int().nullable().optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** 409 on a series registration: the chosen dates that are full, closed or already registered (nothing was stored). */
  full: z.array(z.string()).optional(),
  /** 409 on a stale save: the item as the other editor saved it (its fields, version and updatedAt). */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answers that only carry a sentence for the user (logout, forgot/reset password, …). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const uuidSchema = z.uuid({ error: 'Invalid id' });
export const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Invalid slug' });

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** A required, trimmed e-mail address with SPEC §5's message. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** Optional free text: '' (an empty form field) or undefined both mean "not given". */
export const optionalTextSchema = (max: number) =>
  z.string({ error: 'Invalid input' }).trim().max(max, { error: `Must be at most ${max} characters` }).optional();

/** Required text with a minimum length and SPEC's message for both missing and short values. */
export const requiredTextSchema = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/**
 * Honeypot: public forms render a visually hidden, non-tab-focusable input named
 * `website` (autocomplete="off", aria-hidden wrapper) and send its value. People leave it
 * empty; a filled one makes the API answer success without storing anything.
 */
export const honeypotSchema = z.string().max(2000).optional();

/** ISO 8601 timestamp strings as serialised by the API. */
export const timestampSchema = z.string();
