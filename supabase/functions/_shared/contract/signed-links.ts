// POST /api/registrations/cancel, POST /api/newsletter/unsubscribe: the signed token from an
// e-mail link. Both answer 200 { message } (contract/common.ts messageResponseSchema).
import { z } from 'zod';

export const INVALID_LINK = 'This link is not valid. Please use the link from your email.';

export const signedLinkRequestSchema = z.object({
  token: z.string({ error: INVALID_LINK }).trim().min(1, { error: INVALID_LINK }).max(400, { error: INVALID_LINK }),
});
export type SignedLinkRequest = z.infer<typeof signedLinkRequestSchema>;
