// GET /api/monthly-gifts?token=… (the gift a receipt's 'Manage your monthly gift' link names)
// and POST /api/monthly-gifts/cancel { token } (cancels at the end of the paid period).
import { z } from 'zod';

export const MONTHLY_GIFT_ENDED = 'This monthly gift has already ended, so this link no longer works.';
export const MONTHLY_GIFT_NOT_FOUND = 'We could not find this monthly gift. Please contact us.';

export const monthlyGiftSchema = z.object({
  amountCents: z.number().int(),
  /** When the next charge would be taken (or when a cancelled gift ends); null until Stripe says. */
  nextChargeAt: z.string().nullable(),
  /** Cancelled by the donor: no charge after nextChargeAt. */
  cancelAtPeriodEnd: z.boolean(),
});
export type MonthlyGift = z.infer<typeof monthlyGiftSchema>;
