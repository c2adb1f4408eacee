// The site's feeds (issue 60, item 3): RSS 2.0 and Atom of the blog and an iCalendar of the events,
// one of each per language. Their public addresses are on the site's own origin (the host's rules,
// scripts/host/host-rules.ts, and the development server proxy them to /api); the pages link them.
import { LOCALES, pathIn, type Locale } from './locale-paths.ts';

export const FEEDS = {
  rss: { path: '/blog/feed.xml', type: 'application/rss+xml; charset=utf-8' },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml; charset=utf-8' },
  calendar: { path: '/events/calendar.ics', type: 'text/calendar; charset=utf-8' },
} as const;
export type FeedKind = keyof typeof FEEDS;

/** The feed's address on the site, in `locale` (/blog/feed.xml, /es/blog/feed.xml…). */
export const feedPath = (kind: FeedKind, locale: Locale) => pathIn(locale, FEEDS[kind].path);

/** Where /api answers it, below /api: /feeds/{locale}/{kind}. */
export const feedApiPath = (kind: FeedKind, locale: Locale) => `/feeds/${locale}/${kind}`;

/** The media type without its parameters, as a <link type> names it. */
export const feedMediaType = (kind: FeedKind) => FEEDS[kind].type.split(';')[0]!;

/**
 * Every feed address with the /api path that answers it, for the host's rules and the development
 * server. Marked pure so the SPA's bundle, whose pages read only feedPath and feedMediaType (lib/seo.ts,
 * in every page's first load), leaves it out.
 */
export const FEED_ADDRESSES: readonly { path: string; api: string }[] = /* @__PURE__ */ LOCALES.flatMap((locale) =>
  (Object.keys(FEEDS) as FeedKind[]).map((kind) => ({ path: feedPath(kind, locale), api: feedApiPath(kind, locale) })));
