// Signed links of applications (issue 35): the applicant's withdraw link (no expiry: it works
// once, while the application is live) and the admin's short-lived CV download link, whose
// signed id carries its expiry (`<applicationId>~<unix seconds>`).
import type { Config } from '../config.ts';
import { type Locale } from '../mail/templates/language.ts';
import { adminPage, sitePage } from '../site-links.ts';
import { signId, verifySignedId } from '../signed-token.ts';

export const WITHDRAW_PURPOSE = 'withdraw-application';
const CV_PURPOSE = 'application-cv';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The applicant's withdraw page, in the language they applied in. */
export async function withdrawUrl(config: Config, applicationId: string, locale: Locale = 'en'): Promise<string> {
  const token = await signId(config.LINK_SIGNING_SECRET, WITHDRAW_PURPOSE, applicationId);
  return sitePage(config, locale, `/applications/withdraw?token=${encodeURIComponent(token)}`);
}

/** The application a withdraw token names, or null. */
export async function withdrawTokenId(config: Config, token: string): Promise<string | null> {
  const id = await verifySignedId(config.LINK_SIGNING_SECRET, WITHDRAW_PURPOSE, token);
  return id && UUID.test(id) ? id : null;
}

export const applicantUrl = (config: Config, applicationId: string) => adminPage(config, `/applicants/${applicationId}`);

export async function cvToken(config: Config, applicationId: string, expiresAt: Date): Promise<string> {
  return signId(config.LINK_SIGNING_SECRET, CV_PURPOSE, `${applicationId}~${Math.floor(expiresAt.getTime() / 1000)}`);
}

export type CvTokenCheck = { id: string; expired: boolean } | null;

/** The application a CV token names and whether it has expired; null when not genuine. */
export async function readCvToken(config: Config, token: string, now: Date): Promise<CvTokenCheck> {
  const signed = await verifySignedId(config.LINK_SIGNING_SECRET, CV_PURPOSE, token);
  const match = signed ? /^([0-9a-f-]{36})~(\d{1,12})$/i.exec(signed) : null;
  if (!match || !UUID.test(match[1]!)) return null;
  return { id: match[1]!, expired: Number(match[2]) * 1000 <= now.getTime() };
}
