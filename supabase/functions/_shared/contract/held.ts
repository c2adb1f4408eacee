// A public form the browser posted without the proof-of-work check is held until confirmed
// (issue 56 with 57.7; supabase/functions/_shared/held/held-submissions.ts):
// POST /api/held/confirm { token, altcha } from the page the post was answered with, once the app
// runs there and its widget solved a challenge; answers { outcome }, the result page's name.
// The link mailed to the form's address opens a page of the site (/forms/held-confirm?token=…)
// whose button posts the form { token, lang } natively to /api/held/confirm (works without
// JavaScript), answered 303 to that result page. Opening the link changes nothing, so mail scanners
// that fetch every link cannot confirm a form; its token is its own (HELD_MAIL_PURPOSE): the
// answer page's token, which whoever posted the form holds, is not taken without the check.
import { z } from 'zod';
import { humanCheckSchema } from './human-check.ts';
import { signedLinkRequestSchema } from './signed-links.ts';

/** The signed-token purpose of a held form's id on its answer page (its fragment): sent with the check solved. */
export const HELD_PURPOSE = 'held-submission';
/** The signed-token purpose of a held form's id in its mail: the mailbox is the proof, no check. */
export const HELD_MAIL_PURPOSE = 'held-submission-mail';
/** The page the mailed link opens, below the site's language prefix. */
export const HELD_MAIL_PAGE = '/forms/held-confirm';

export const HELD_EXPIRED = 'This form was not confirmed in time, or it has been sent already. Please fill it in again if it has not.';

export const heldConfirmRequestSchema = signedLinkRequestSchema.extend({ altcha: humanCheckSchema });
export type HeldConfirmRequest = z.infer<typeof heldConfirmRequestSchema>;

export const heldConfirmResponseSchema = z.object({ outcome: z.string() });
export type HeldConfirmResponse = z.infer<typeof heldConfirmResponseSchema>;
