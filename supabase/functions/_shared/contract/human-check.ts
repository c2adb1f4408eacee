// The proof-of-work check of the public forms (ALTCHA, issue 57.7): GET /api/challenge gives a
// signed challenge, the form's widget solves it in the visitor's browser and sends the result as
// the field `altcha` (a base64 JSON payload) with the form.
import { z } from 'zod';

/** The field the widget fills and every guarded form sends. */
export const HUMAN_CHECK_FIELD = 'altcha';
export const HUMAN_CHECK_MISSING = 'Please wait for the check that you are not a robot to finish, then send again.';
export const HUMAN_CHECK_REFUSED = 'The check that you are not a robot has expired. Please run it again, then send again.';

/** The payload as the widget sends it; checked by the server, never read by the app. */
export const humanCheckSchema = z.string().max(4000, { error: HUMAN_CHECK_REFUSED }).optional();
