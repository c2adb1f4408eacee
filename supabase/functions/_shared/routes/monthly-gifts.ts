// The donor's 'Manage your monthly gift' link: GET /api/monthly-gifts?token=… shows the gift,
// POST /api/monthly-gifts/cancel { token } cancels it at the end of the paid period (a button
// press on the page; mail scanners only prefetch GETs). The signed token names the subscription
// row and stops working once the subscription has ended.
import { Hono } from 'hono';
import { MONTHLY_GIFT_ENDED, MONTHLY_GIFT_NOT_FOUND, type MonthlyGift } from '../contract/monthly-gifts.ts';
import { INVALID_LINK, signedLinkRequestSchema } from '../contract/signed-links.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { noStore } from '../http/guards.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, validBody } from '../http/validate.ts';
import { MANAGE_MONTHLY_GIFT_PURPOSE } from '../mail/templates/monthly-gift-link.ts';
import { verifySignedId } from '../signed-token.ts';
import { paymentsFor } from '../stripe/client.ts';
import { periodEndOf } from '../stripe/monthly.ts';
import { recordCancellation, subscriptionById, type SubscriptionRow } from '../stripe/subscriptions-store.ts';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../contract/donation-rules.ts';

export const MONTHLY_GIFT_CANCELLED = 'Your monthly gift has been cancelled. We have e-mailed you a confirmation.';
export const MONTHLY_GIFT_ALREADY_CANCELLED = 'This monthly gift was already cancelled. No further payments will be taken.';
export const CANCEL_FAILED = 'We could not cancel your monthly gift just now. Please try again in a moment.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** The live subscription the token names, or the 4xx that explains why not. */
async function giftOf(c: AppContext, token: string): Promise<SubscriptionRow> {
  const { config, sql } = c.get('deps');
  const id = await verifySignedId(config.LINK_SIGNING_SECRET, MANAGE_MONTHLY_GIFT_PURPOSE, token);
  if (!id || !UUID.test(id)) throw new HttpError(400, { error: INVALID_LINK });
  const sub = await subscriptionById(sql, id);
  if (!sub) throw new HttpError(404, { error: MONTHLY_GIFT_NOT_FOUND });
  if (ENDED.has(sub.status)) throw new HttpError(410, { error: MONTHLY_GIFT_ENDED });
  return sub;
}

const view = (sub: SubscriptionRow): MonthlyGift => ({
  amountCents: sub.amountCents,
  nextChargeAt: sub.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
});

export function monthlyGiftsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', noStore, async (c) => {
    const { token } = parseWith(signedLinkRequestSchema, { token: c.req.query('token') });
    return c.json(view(await giftOf(c, token)));
  });

  app.post('/cancel', limitPublicPosts('monthly-gift-cancel-ip'), async (c) => {
    const { token } = await validBody(c, signedLinkRequestSchema);
    const { config, sql, log } = c.get('deps');
    const sub = await giftOf(c, token);
    c.header('Cache-Control', 'no-store');
    if (sub.cancelAtPeriodEnd) return c.json({ message: MONTHLY_GIFT_ALREADY_CANCELLED });
    const payments = paymentsFor(config);
    if (!payments) throw new HttpError(503, { error: PAYMENTS_UNAVAILABLE_MESSAGE });
    let periodEnd: Date | null;
    try {
      const updated = await payments.stripe.subscriptions.update(
        sub.stripeSubscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-${sub.id}` },
      );
      periodEnd = periodEndOf(updated);
    } catch (err) {
      log('stripe cancel failed', { requestId: c.get('requestId'), error: err instanceof Error ? err.message : String(err) });
      throw new HttpError(502, { error: CANCEL_FAILED });
    }
    const result = await recordCancellation(sql, sub, periodEnd);
    return c.json({ message: result === 'cancelled' ? MONTHLY_GIFT_CANCELLED : MONTHLY_GIFT_ALREADY_CANCELLED });
  });

  return app;
}
