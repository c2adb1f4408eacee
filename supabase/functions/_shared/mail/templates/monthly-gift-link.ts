// The signed 'Manage your monthly gift' link every monthly receipt carries. The token names the
// subscription row; the link works while the subscription lives (the API refuses it once the
// subscription has ended), so it needs no expiry of its own. It opens the page in the gift's language.
import type { Config } from '../../config.ts';
import { signId } from '../../signed-token.ts';
import { type Locale } from './language.ts';
import { sitePage } from '../../site-links.ts';

export const MANAGE_MONTHLY_GIFT_PURPOSE = 'manage-monthly-gift';

export async function manageMonthlyGiftUrl(config: Config, subscriptionId: string, locale: Locale = 'en'): Promise<string> {
  const token = await signId(config.LINK_SIGNING_SECRET, MANAGE_MONTHLY_GIFT_PURPOSE, subscriptionId);
  return sitePage(config, locale, `/donate/monthly-gift?token=${encodeURIComponent(token)}`);
}
