// Absolute links to the site's pages, for e-mails and redirects: SITE_URL plus the page's path in
// the visitor's language (contract/locale-paths.ts), or an admin page (English only).
import type { Config } from './config.ts';
import { pathIn, type Locale } from './contract/locale-paths.ts';

/** A public page (its English path) in `locale`, as the site writes it (pathIn). */
export const sitePage = (config: Config, locale: Locale, path: string) => `${config.SITE_URL}${pathIn(locale, path)}`;

/** A page of the admin area. */
export const adminPage = (config: Config, path: string) => sitePage(config, 'en', `/admin${path}`);
