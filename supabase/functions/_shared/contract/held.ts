// A public form the browser posted without the proof-of-work check is held until confirmed
// (issue 56 with 57.7; supabase/functions/_shared/held/held-submissions.ts):
// POST /api/held/confirm { token, altcha } from the page the post was answered with, once the app
// runs there and its widget solved a challenge; answers { outcome }, the result page's name.
// GET /api/held/confirm?token=…&lang=… is the link mailed to the form's address (works without
// JavaScript): it confirms and answers 303 to that result page.
import { z } from 'zod';
import { humanCheckSchema } from './human-check.ts';
import { signedLinkRequestSchema } from './signed-links.ts';

/** The signed-token purpose of a held form's id (the answer page's fragment, the mailed link). */
export const HELD_PURPOSE = 'held-submission';

export const HELD_EXPIRED = 'This form was not confirmed in time, or it has been sent already. Please fill it in again if it has not.';

export const heldConfirmRequestSchema = signedLinkRequestSchema.extend({ altcha: humanCheckSchema });
export type HeldConfirmRequest = z.infer<typeof heldConfirmRequestSchema>;

export const heldConfirmResponseSchema = z.object({ outcome: z.string() });
export type HeldConfirmResponse = z.infer<typeof heldConfirmResponseSchema>;
