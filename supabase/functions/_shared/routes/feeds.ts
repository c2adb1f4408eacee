// GET /api/feeds/{en|es}/{rss|atom|calendar} (public): the blog as RSS 2.0 and Atom, the events as
// an iCalendar, in the language of the address (issue 60, item 3). The site's own addresses
// (/blog/feed.xml, /es/events/calendar.ics…: contract/feeds.ts) are proxied here. Read as the
// caller like every public read: visitors see live posts and events only.
import { Hono } from 'hono';
import { FEEDS, type FeedKind } from '../contract/feeds.ts';
import { LOCALES, type Locale } from '../contract/locale-paths.ts';
import { withCaller } from '../db/with-caller.ts';
import { blogFeed } from '../feeds/blog-feed.ts';
import { eventsCalendar } from '../feeds/events-calendar.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { sharedAnswerHeaders } from '../http/shared-cache.ts';
import { tableTag } from '../site/cache-tags.ts';
import { sitePage } from '../site-links.ts';
import { livePosts } from './blog.ts';
import { calendarEvents } from './events.ts';

export const FEED_NOT_FOUND = 'Feed not found';
/** Events that ended up to this many days ago stay in the calendar, so a subscriber's recent ones do not vanish. */
const PAST_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
const isFeedKind = (value: string): value is FeedKind => Object.hasOwn(FEEDS, value);
/** The Spanish feeds read the published translations; the English ones the rows as they are. */
const translationLocale = (locale: Locale) => (locale === 'en' ? undefined : locale);

async function siteName(c: AppContext): Promise<string> {
  const [row] = await withCaller(c, (tx) => tx<{ name: string }[]>`select body->>'name' as name from public.site_settings`);
  return row?.name ?? '';
}

async function feedText(c: AppContext, kind: FeedKind, locale: Locale): Promise<string> {
  const config = c.get('deps').config;
  const pageUrl = (path: string) => sitePage(config, locale, path);
  const name = await siteName(c);
  if (kind === 'calendar') {
    const since = new Date(c.get('deps').clock().getTime() - PAST_DAYS * DAY_MS);
    const events = await withCaller(c, (tx) => calendarEvents(tx, translationLocale(locale), since));
    return eventsCalendar({ siteHost: new URL(config.SITE_URL).host, siteName: name, locale, events, pageUrl });
  }
  const posts = await withCaller(c, (tx) => livePosts(tx, translationLocale(locale)));
  const feed = blogFeed({ siteUrl: config.SITE_URL, siteName: name, locale, posts, pageUrl });
  return kind === 'rss' ? feed.rss2() : feed.atom1();
}

/**
 * What a feed shows, as the CDN's cache tags (site/cache-tags.ts): its table's rows, the site's name
 * and the translations. The calendar is also kept at most an hour: an event leaves it 30 days after
 * it ended, with no change to purge.
 */
const FEED_TAGS: Record<FeedKind, string[]> = {
  rss: [tableTag('blog_posts'), tableTag('site_settings'), tableTag('content_translations')],
  atom: [tableTag('blog_posts'), tableTag('site_settings'), tableTag('content_translations')],
  calendar: [tableTag('events'), tableTag('site_settings'), tableTag('content_translations')],
};
const CALENDAR_FRESH_SECONDS = 3600;

export function feedsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:locale/:kind', async (c) => {
    const { locale, kind } = c.req.param();
    if (!isLocale(locale) || !isFeedKind(kind)) throw notFound(FEED_NOT_FOUND);
    const text = await feedText(c, kind, locale);
    const type = { 'Content-Type': FEEDS[kind].type };
    // to a signed-in caller the answer is private (http/shared-cache.ts privateUnlessShared)
    if (c.get('caller')) return c.body(text, 200, type);
    const shared = sharedAnswerHeaders(FEED_TAGS[kind], kind === 'calendar' ? { freshFor: CALENDAR_FRESH_SECONDS } : {});
    return c.body(text, 200, { ...type, ...shared });
  });
  return app;
}
